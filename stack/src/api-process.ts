import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { stopChild } from "@openpawn/devchain/child-process";

export interface RunningApi {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);
const apiEntry = path.join(path.dirname(require.resolve("@openpawn/api/package.json")), "src", "server.ts");

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
      last = await response.text();
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API was not healthy within ${timeoutMs} ms: ${last}`);
}

/** Starts the API as its own process (the deployable it is in production) and waits until /api/health says ready. */
export async function startApi(env: Record<string, string>, options: { inheritOutput: boolean }): Promise<RunningApi> {
  const child = spawn(process.execPath, ["--import", "tsx", apiEntry], {
    env: { ...process.env, ...env },
    stdio: options.inheritOutput ? "inherit" : ["ignore", "ignore", "inherit"],
  });
  const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : (env.HOST ?? "localhost")}:${env.PORT}`;
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    process: child,
    stop: () => stopChild(child),
  };
}
