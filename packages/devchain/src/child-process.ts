import type { ChildProcess } from "node:child_process";

/** Asks a child process to stop (SIGTERM, so that it can save its state) and resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
