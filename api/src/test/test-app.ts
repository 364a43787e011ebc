import { randomBytes } from "node:crypto";
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
  const app = await buildApp(testEnv(database, overrides), { embeddedDatabaseFiles: database.startFrom });
  const closeApp = app.close.bind(app);
  app.close = (async () => {
    await closeApp();
    await database.drop();
  }) as FastifyInstance["close"];
  return app;
}

/**
 * Two instances of the real app on one database with one JWT secret, as replicas behind a load balancer
 * (needs DATABASE_URL: PGlite is single-process). `close()` ends both, then drops the database.
 */
export async function buildTwinApps(): Promise<{ a: FastifyInstance; b: FastifyInstance; close(): Promise<void> }> {
  const database = await createTestDatabase();
  if (!database.url) throw new Error("twin apps need a PostgreSQL server (DATABASE_URL)");
  const env = testEnv(database, { JWT_SECRET: randomBytes(32).toString("hex") });
  const a = await buildApp(env);
  const b = await buildApp(env);
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    },
  };
}

function testEnv(database: { url?: string; dataDir: string }, overrides: Record<string, string>) {
  return readEnv({
    LOG_LEVEL: "silent",
    DATA_DIR: database.dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    DEPLOYMENT_FILE: "/nonexistent/deployment.json",
    RPC_URL: "http://127.0.0.1:9",
    WEB_DIST: "/nonexistent/web-dist",
    // The development mail catcher on a free port, so that test files running in parallel never collide.
    SMTP_CATCHER: "1",
    SMTP_CATCHER_PORT: "0",
    ...overrides,
  });
}
