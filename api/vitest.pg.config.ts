import { defineConfig } from "vitest/config";

// Tests that need a PostgreSQL server, e.g. several API instances sharing one database.
if (!process.env.DATABASE_URL) throw new Error("test:pg needs DATABASE_URL (a PostgreSQL server)");

export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 120_000, include: ["src/**/*.pg.test.ts"] },
});
