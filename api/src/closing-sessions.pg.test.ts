import { afterAll, beforeAll, expect, it, vi } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { buildApp } from "./app.ts";
import { readEnv } from "./config/env.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { createTestDatabase } from "./test/test-database.ts";
import { startTestChain, type TestChain } from "./test/local-chain.ts";

// Needs a PostgreSQL server (DATABASE_URL): run by `npm run test -w api` when DATABASE_URL is set, as in CI.
let chain: TestChain;
let admin: pg.Client;

beforeAll(async () => {
  chain = await startTestChain();
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await chain?.anvil.stop();
});

/** The server's sessions on one database, named by what they last ran. */
async function sessionsOf(database: string): Promise<string[]> {
  const { rows } = await admin.query<{ query: string }>("SELECT query FROM pg_stat_activity WHERE datname = $1", [database]);
  return rows.map((row) => row.query);
}

/** Several pooled connections at once, as under load. */
const busyPool = (db: Database) =>
  Promise.all(Array.from({ length: 5 }, () => db.execute(sql`select pg_sleep(0.02)`)));

it("a database handle's close() returns once the server has ended every session of its pool", async () => {
  const place = await createTestDatabase();
  const database = new URL(place.url!).pathname.slice(1);
  // pg's own pool.end() returns while its sessions are still ending: on most rounds some would be left.
  for (let round = 0; round < 5; round += 1) {
    const handle = await openDatabase(place);
    await busyPool(handle.db);
    await handle.close();
    expect(await sessionsOf(database)).toEqual([]);
  }
  await place.drop();
});

it("app.close() ends every PostgreSQL session the app opened: its pool, its channel listeners and the spine's leader lock", async () => {
  const place = await createTestDatabase();
  const database = new URL(place.url!).pathname.slice(1);
  const app = await buildApp(
    readEnv({
      LOG_LEVEL: "silent",
      DATA_DIR: "memory://",
      DATABASE_URL: place.url!,
      DEPLOYMENT_FILE: chain.deploymentFile,
      RPC_URL: chain.anvil.rpcUrl,
      WEB_DIST: "/nonexistent/web-dist",
      SMTP_CATCHER: "1",
      SMTP_CATCHER_PORT: "0",
      INDEXER_POLL_MS: "50",
    }),
  );
  try {
    await app.ready();
    await vi.waitFor(() => expect(app.indexer.status().state).toBe("leading"), { timeout: 30_000, interval: 50 });
    await busyPool(app.database.db);
    const open = await sessionsOf(database);
    const listeners = ["openpawn_notifications", "openpawn_sessions", "openpawn_index"].map((channel) => `LISTEN "${channel}"`);
    expect(open).toEqual(expect.arrayContaining([...listeners, expect.stringContaining("pg_try_advisory_lock")]));
    expect(open.length).toBeGreaterThanOrEqual(5 + listeners.length + 1);
  } finally {
    await app.close();
  }
  // At once, not eventually: a session still ending would be in the way of whatever comes next (a drop).
  expect(await sessionsOf(database)).toEqual([]);
  await place.drop();
}, 120_000);
