import type { ChildProcess } from "node:child_process";

/**
 * Asks a child process to stop (SIGTERM, so that it can save its state) and resolves once it has exited; one that
 * has not exited after `killAfterMs` is killed, so a hung shutdown never holds its parent.
 */
export function stopChild(child: ChildProcess, killAfterMs = 15_000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
