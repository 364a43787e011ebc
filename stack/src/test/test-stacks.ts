import { freePort } from "@openpawn/devchain/free-port";
import { startStack, type RunningStack, type StackOptions } from "../stack.ts";

/**
 * The stacks one test file starts, on free ports with a quiet API. `stopAll` stops every one of them, those still
 * starting included: a start cut short by its hook's timeout used to leave its chain and API running, which slowed
 * every later part of the run.
 */
export function testStacks() {
  const stopping = new AbortController();
  const started: RunningStack[] = [];
  return {
    async start(dataDir: string, options: Partial<StackOptions> = {}): Promise<RunningStack> {
      // A test that outlived its timeout goes on after stopAll: it starts nothing more.
      stopping.signal.throwIfAborted();
      const stack = await startStack({
        port: await freePort(),
        rpcPort: await freePort(),
        host: "127.0.0.1",
        chainId: 31337,
        dataDir,
        apiEnv: { LOG_LEVEL: "warn", DATABASE_URL: "", SMTP_CATCHER_PORT: "0" },
        signal: stopping.signal,
        ...options,
      });
      started.push(stack);
      return stack;
    },
    async stopAll(): Promise<void> {
      stopping.abort();
      await Promise.all(started.map((stack) => stack.stop()));
    },
  };
}
