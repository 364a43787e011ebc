import { defineConfig } from "vitest/config";
import { FileOrder } from "./src/harness/file-order.ts";

// One stack for the whole run (global setup); browser tests run one file at a time against it.
export default defineConfig({
  test: {
    include: ["src/**/*.e2e.test.ts"],
    globalSetup: ["./src/harness/global-setup.ts"],
    setupFiles: ["./src/harness/fresh-prices.ts"],
    fileParallelism: false,
    sequence: { sequencer: FileOrder },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
