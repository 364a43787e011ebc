import { createServer } from "node:net";
import { StartupError } from "./startup-error.ts";

/** A port the stack is about to listen on, with what to tell the user when it is taken. */
export interface PortUse {
  port: number;
  host: string;
  /** The sentence's subject and its advice, e.g. "the mail catcher's port 2525 (SMTP_CATCHER_PORT)". */
  describe(port: number): { what: string; advice: string };
}

/** Whether something already listens on host:port (or it may not be listened on). */
function taken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(true));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/**
 * Checks every port before anything starts and refuses with one sentence per taken port, naming the variable
 * that moves it: better than a bare EADDRINUSE from whichever child process met it first.
 */
export async function assertPortsFree(uses: PortUse[]): Promise<void> {
  const refusals: string[] = [];
  for (const use of uses) {
    if (use.port === 0 || !(await taken(use.port, use.host))) continue;
    const { what, advice } = use.describe(use.port);
    refusals.push(`${what} is taken: ${advice}`);
  }
  if (refusals.length > 0) throw new StartupError(refusals.join("\n"));
}

/** The stack's ports: the one origin of web app and API, the local chain's JSON-RPC, and the mail catcher's SMTP. */
export function stackPorts(options: { port: number; host: string; rpcPort: number; catcherPort: number | null }): PortUse[] {
  const uses: PortUse[] = [
    {
      port: options.port,
      host: options.host,
      describe: (port) => ({
        what: `the web app's port ${port} (PORT)`,
        advice: `set PORT to a free port (e.g. PORT=${port + 1} npm start), or stop what listens on it`,
      }),
    },
    {
      port: options.rpcPort,
      host: "127.0.0.1",
      describe: (port) => ({
        what: `the local chain's port ${port} (RPC_PORT)`,
        advice: "set RPC_PORT to a free port, or stop what listens on it (a chain left running by an earlier start?)",
      }),
    },
  ];
  if (options.catcherPort !== null) {
    uses.push({
      port: options.catcherPort,
      host: "127.0.0.1",
      describe: (port) => ({
        what: `the mail catcher's port ${port} (SMTP_CATCHER_PORT)`,
        advice: "set SMTP_CATCHER_PORT=0 for any free port, or SMTP_URL for a real server",
      }),
    });
  }
  return uses;
}
