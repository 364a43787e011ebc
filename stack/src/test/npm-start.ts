import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const mainEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "main.ts");

export interface NpmStart {
  child: ChildProcess;
  /** Everything printed so far, standard output and error together. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** The exit code, or a failure naming what it printed when it has not exited within `timeout` (a stop that hangs). */
  exitedWithin(timeout: number): Promise<number | null>;
  /** Waits until the output contains `text`. */
  printed(text: string | RegExp, timeout?: number): Promise<void>;
  /** Ctrl-C in a terminal: SIGINT to the whole process group, the chain and the API included. */
  pressCtrlC(): void;
}

/** `npm start` (stack/src/main.ts) in its own process group, as a terminal runs it, with `env` over the tests' own. */
export function npmStart(env: Record<string, string>): NpmStart {
  const child = spawn(process.execPath, ["--import", "tsx", mainEntry], {
    env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    exitedWithin: (timeout) =>
      Promise.race([
        exited,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`npm start did not exit within ${timeout} ms; it printed:\n${output}`)), timeout).unref()),
      ]),
    async printed(text, timeout = 120_000) {
      const deadline = Date.now() + timeout;
      const found = () => (typeof text === "string" ? output.includes(text) : text.test(output));
      while (!found()) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start never printed ${String(text)}; it printed:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    pressCtrlC: () => {
      if (child.pid === undefined) throw new Error("npm start did not start");
      process.kill(-child.pid, "SIGINT");
    },
  };
}
