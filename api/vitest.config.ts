import { defineConfig } from "vitest/config";

// An embedded database starts in ~2 s on an idle machine, but many times that while other suites run
// beside it (CI, parallel workers): generous limits keep slow starts from failing tests.
// *.pg.test.ts need a PostgreSQL server and run with vitest.pg.config.ts.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 120_000, exclude: ["**/node_modules/**", "**/*.pg.test.ts"] },
});
