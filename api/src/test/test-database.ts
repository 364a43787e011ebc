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
      // A closed app's last sessions may still be ending on the server; forcing them out then would hit
      // them mid-close (an unhandled "connection terminated" in the test process). Wait a little first.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await client.query<{ open: number }>(
          "SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1",
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
