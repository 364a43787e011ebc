import { spawn, type ChildProcess } from "node:child_process";
import { stopChild } from "@openpawn/devchain/child-process";

/** Runs a TypeScript entry in its own Node process (stdout discarded, as a log pipe would take it). */
export function startNode(entry: string, env: Record<string, string>, nodeFlags: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, "--import", "tsx", entry], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

/** Waits until `url` answers at all (the API's health may say 503 without a chain: it is still up). */
export async function waitForAnswer(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export { stopChild };
