import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { readEnv } from "../config/env.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * The real app on a throw-away database; `overrides` are environment variables as strings. The database is
 * dropped once `app.close()` has finished. Not from an onClose hook: Fastify runs those last-registered
 * first, so a hook added here would drop the database before the app's own hooks end their sessions.
 */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const env = readEnv({
    LOG_LEVEL: "silent",
    DATA_DIR: database.dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    DEPLOYMENT_FILE: "/nonexistent/deployment.json",
    RPC_URL: "http://127.0.0.1:9",
    WEB_DIST: "/nonexistent/web-dist",
    // The development mail catcher on a free port, so that test files running in parallel never collide.
    SMTP_CATCHER_PORT: "0",
    ...overrides,
  });
  const app = await buildApp(env);
  const closeApp = app.close.bind(app);
  app.close = (async () => {
    await closeApp();
    await database.drop();
  }) as FastifyInstance["close"];
  return app;
}
