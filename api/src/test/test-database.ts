import pg from "pg";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { DatabasePlace } from "../db/client.ts";

/**
 * Where the run's migrated templates are (global-setup.ts): the server database new ones are copied from, and
 * the file of an embedded database's files. Unset outside the test runner (a bench): databases then migrate.
 */
export const TEMPLATE_ENV = { server: "OPENPAWN_TEST_TEMPLATE_DATABASE", embedded: "OPENPAWN_TEST_TEMPLATE_FILES" } as const;

export interface TestDatabase extends DatabasePlace {
  drop(): Promise<void>;
}

let embeddedFiles: Promise<Blob> | undefined;

/** The embedded template's files, read once per test worker. */
function embeddedTemplate(): Promise<Blob> | undefined {
  const file = process.env[TEMPLATE_ENV.embedded];
  if (!file) return undefined;
  embeddedFiles ??= readFile(file).then((bytes) => new Blob([bytes]));
  return embeddedFiles;
}

/**
 * Where a test's database lives: embedded in memory by default, or a fresh database on the PostgreSQL server
 * named by DATABASE_URL (CI), dropped again when the test ends. Both start as a copy of the run's migrated
 * template when there is one (`migrated: false` asks for an empty database, whose migrations then all run).
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const startFrom = migrated ? await embeddedTemplate() : undefined;
    return { dataDir: "memory://", ...(startFrom ? { startFrom } : {}), drop: async () => {} };
  }
  const name = `openpawn_test_${randomBytes(6).toString("hex")}`;
  const template = migrated ? process.env[TEMPLATE_ENV.server] : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir: "memory://",
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Not WITH (FORCE): a session still open is a connection its test (or the app) failed to close, and
      // the refusal names it ("being accessed by other users") instead of killing it mid-use.
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.end();
    },
  };
}
