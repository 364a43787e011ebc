import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@openpawn/devchain/free-port";
import { openDatabase, type DatabaseHandle } from "../src/db/client.ts";
import { createTestDatabase } from "../src/test/test-database.ts";
import { startNode, stopChild, waitForAnswer } from "./processes.ts";

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/server.ts");

export interface BenchApi {
  base: string;
  /** "PostgreSQL server" or "embedded PGlite". */
  databaseKind: string;
  stop(): Promise<void>;
}

/**
 * The real API process (src/server.ts) on a fresh database: a new database on the PostgreSQL server when
 * DATABASE_URL is set (dropped by stop), else embedded PGlite in a temporary data folder. `prepare` fills
 * the migrated database before the API opens it (PGlite admits one process at a time).
 */
export async function startBenchApi(
  env: Record<string, string>,
  options: { prepare?: (database: DatabaseHandle) => Promise<void>; nodeFlags?: string[] } = {},
): Promise<BenchApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-bench-"));
  const database = await createTestDatabase();
  if (options.prepare) {
    const handle = await openDatabase({ url: database.url, dataDir: path.join(dataDir, "pglite") });
    try {
      await options.prepare(handle);
    } finally {
      await handle.close();
    }
  }
  const port = await freePort();
  const api = startNode(
    serverEntry,
    // The built-in mail catcher, asked for as a local run asks for it (the API refuses to start with no mail server).
    { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: database.url ?? "", SMTP_CATCHER: "1", SMTP_CATCHER_PORT: "0", ...env },
    options.nodeFlags,
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(api);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${base}/api/health`, api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, databaseKind: database.url ? "PostgreSQL server" : "embedded PGlite", stop };
}
