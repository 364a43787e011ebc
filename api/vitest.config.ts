import { defineConfig } from "vitest/config";

/**
 * Tests of what the embedded database does differently from a server (opening and migrating it, LISTEN/NOTIFY
 * within one process, the spine's sole leadership, its rows): with DATABASE_URL they run embedded as well.
 */
const EMBEDDED_DIFFERENCES = [
  "src/db/**/*.test.ts",
  "src/app.test.ts",
  "src/features/notifications/realtime.test.ts",
  "src/chain-spine/plugin.test.ts",
];

/**
 * Without DATABASE_URL every test runs on embedded PostgreSQL (PGlite). With it (CI), the suite runs once on that
 * server, the production path, with the tests that need a server (*.pg.test.ts), and the embedded differences
 * run embedded. Every test database is a copy of one migrated per run (src/test/global-setup.ts).
 * An embedded database starts in ~1 s on an idle machine, but many times that while other suites run beside it:
 * generous limits keep slow starts from failing tests. Three workers: most of a test's time is spent waiting
 * for the chain or the database server, so two cores keep three busy.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ["./src/test/global-setup.ts"],
    maxWorkers: 3,
    minWorkers: 1,
    projects: process.env.DATABASE_URL
      ? [
          { extends: true, test: { name: "postgres", include: ["src/**/*.test.ts"] } },
          { extends: true, test: { name: "embedded", include: EMBEDDED_DIFFERENCES, env: { DATABASE_URL: "" } } },
        ]
      : [{ extends: true, test: { name: "embedded", include: ["src/**/*.test.ts"], exclude: ["**/node_modules/**", "**/*.pg.test.ts"] } }],
  },
});
