import { defineConfig } from "vitest/config";

// Each file starts its own stacks on free ports in folders of its own, so two run at once: most of a start is
// spent waiting for the chain and the API's process, not on the test's core.
export default defineConfig({ test: { testTimeout: 120_000, hookTimeout: 240_000, maxWorkers: 2, minWorkers: 1 } });
