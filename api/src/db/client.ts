import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";
import { listenEmbedded, listenServer, type ChannelHandlers, type ChannelListener } from "./channel-listener.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** "postgres" for a server reached through DATABASE_URL, "embedded" for PGlite. */
  kind: "postgres" | "embedded";
  /** LISTEN on a channel: every instance on this database receives what any of them NOTIFYs there. */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  close(): Promise<void>;
}

/**
 * Ends the pool and waits until each of its connections has closed. pg's `pool.end()` resolves as soon as
 * it has asked its idle clients to end, before their sessions are gone from the server: a database dropped
 * right after would still see them.
 */
function closingEverySession(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  pool.on("connect", (client) => {
    open.add(client);
    client.once("end", () => open.delete(client));
  });
  return async () => {
    const ended = [...open].map((client) => new Promise<void>((resolve) => client.once("end", () => resolve())));
    await pool.end();
    await Promise.all(ended);
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface DatabasePlace {
  /** A PostgreSQL server's database; unset = embedded. */
  url?: string;
  /** Where the embedded database keeps its files, or "memory://". */
  dataDir: string;
  /** Files an embedded database starts from instead of an empty cluster (see migratedEmbeddedFiles). */
  startFrom?: Blob;
}

/**
 * Opens the database and applies pending migrations: a PostgreSQL server when a URL is given,
 * otherwise PostgreSQL embedded in-process (PGlite) keeping its files in `dataDir`
 * (or in memory when `dataDir` is "memory://").
 */
export async function openDatabase(options: DatabasePlace): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool reconnects.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const url = options.url;
    return { db, kind: "postgres", listen: (channel, handlers) => listenServer(url, channel, handlers), close: closingEverySession(pool) };
  }
  if (!options.dataDir.startsWith("memory://")) await mkdir(options.dataDir, { recursive: true });
  // Extensions the migrations create must be loaded into the embedded build (a server ships its contrib ones).
  const client = new PGlite(options.dataDir, { extensions: { pg_trgm }, ...(options.startFrom ? { loadDataDir: options.startFrom } : {}) });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: "embedded", listen: (channel, handlers) => listenEmbedded(client, channel, handlers), close: () => client.close() };
}

/**
 * The files of a new embedded database with every migration applied (PGlite's data folder as a tar): an
 * in-memory database started from them is ready in a fraction of the time all the migrations take.
 */
export async function migratedEmbeddedFiles(): Promise<Blob> {
  const client = new PGlite("memory://", { extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const files = await client.dumpDataDir("none");
  await client.close();
  return files;
}
