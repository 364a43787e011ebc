import { StartupRefusal, readEnv } from "./config/env.ts";
import { buildApp } from "./app.ts";
import { PortTakenError, isAddressInUse } from "./lib/port-taken.ts";

/** A refused setting or a taken port ends the start with the sentence that says what to change, not a stack trace. */
function exitIfRefused(error: unknown): void {
  if (!(error instanceof PortTakenError) && !(error instanceof StartupRefusal)) return;
  console.error(`OpenPawn's API cannot start: ${error.message}`);
  process.exit(1);
}

/** The API process: reads the environment, listens, and closes cleanly on SIGINT, SIGTERM or SIGHUP. */
const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    exitIfRefused(error);
    throw error;
  }
})();

/**
 * How long a shutdown waits for requests in flight before it ends their connections: a request waiting for a chain
 * that stopped too (Ctrl-C stops both) would otherwise hold the close, and every hook behind it, until its timeout.
 */
const SHUTDOWN_GRACE_MS = 5000;

try {
  const app = await buildApp(env);
  let closing = false;
  // SIGHUP too: closing the terminal hangs up the whole process group, this process included.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down");
      setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST }).catch(async (error: unknown) => {
    if (!isAddressInUse(error)) throw error;
    await app.close();
    throw new PortTakenError(`the API's port ${env.PORT} (PORT) is taken: set PORT to a free port, or stop what listens on it`);
  });
} catch (error) {
  exitIfRefused(error);
  throw error;
}
