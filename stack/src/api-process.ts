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

/** /api/health's checks by name ("ok" or what is wrong) with the index's status, or why it gave none. */
async function healthChecks(url: string): Promise<{ checks: Record<string, string>; indexer?: unknown } | { error: string }> {
  try {
    const response = await fetch(`${url}/api/health`);
    const body = (await response.json()) as { data?: Record<string, string>; indexer?: unknown };
    return body.data ? { checks: body.data, indexer: body.indexer } : { error: `${response.status}` };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * Polls /api/health until `enough` says its checks are; the API's child process exiting ends the wait.
 * `ignoring` names checks that may still fail (the demo, while the stack makes it through this very API).
 */
async function waitForHealth(url: string, child: ChildProcess | null, timeoutMs: number, ignoring: string[], signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (child && child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    const answer = await healthChecks(url);
    if ("checks" in answer && Object.entries(answer.checks).every(([name, value]) => value === "ok" || ignoring.includes(name))) return;
    // The index's status (its last error, how far it got) says why "indexer" is not ok.
    last = "checks" in answer ? `${JSON.stringify(answer.checks)}; indexer ${JSON.stringify(answer.indexer)}` : answer.error;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API was not healthy within ${timeoutMs} ms: ${last}`);
}

/** Resolves once /api/health passes every check, the demo's included. */
export function waitUntilReady(url: string, timeoutMs = 30_000): Promise<void> {
  return waitForHealth(url, null, timeoutMs, []);
}

/**
 * Starts the API as its own process (the deployable it is in production) and waits until /api/health passes every
 * check but the demo's, which the stack makes through the API once it is up.
 */
export async function startApi(env: Record<string, string>, options: { inheritOutput: boolean; signal?: AbortSignal }): Promise<RunningApi> {
  const child = spawn(process.execPath, ["--import", "tsx", apiEntry], {
    env: { ...process.env, ...env },
    stdio: options.inheritOutput ? "inherit" : ["ignore", "ignore", "inherit"],
  });
  // The API never outlives the stack: a second Ctrl-C exits at once, without the clean stop that ends it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : (env.HOST ?? "localhost")}:${env.PORT}`;
  try {
    await waitForHealth(url, child, 60_000, ["demo"], options.signal);
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
