import pg from "pg";
import { randomBytes } from "node:crypto";

/**
 * Where a test's database lives: embedded in memory by default, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL (CI), dropped again when the test ends.
 */
export async function createTestDatabase(): Promise<{ url?: string; dataDir: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { dataDir: "memory://", drop: async () => {} };
  const name = `openpawn_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
