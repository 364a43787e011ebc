import { readEnv } from "./config/env.ts";
import { buildApp } from "./app.ts";

/** The API process: reads the environment, listens, and closes cleanly on SIGINT/SIGTERM. */
const env = readEnv();
const app = await buildApp(env);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
