import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { firstLoadGuard } from "./build/first-load-guard.ts";
import { precompress } from "./build/precompress.ts";
import { runtimeCatalogues } from "./build/runtime-catalogues.ts";

/**
 * Calls to the contracts in a chunk of their own (decision 0052), loaded with the first page that calls one: the
 * ABIs, call builders and rate conversion of @openpawn/chain (not its rate scale and deployment record, which the first page uses) and the
 * features' calls and reads made of them. Merged by size like any small chunk, they went wherever rollup found
 * room, often a chunk the first pages load. Only these modules: what they import stays where it was.
 */
function contractCallsChunk(id: string): "contract-calls" | undefined {
  const path = id.replaceAll("\\", "/");
  const chainModule = /\/packages\/chain\/src\/(?!lending\/rates\.ts$|deployment\.ts$)/.test(path);
  const featureCalls = /\/web\/src\/features\/[^/]+\/api\/[^/]+-(calls|reads)\.ts$/.test(path);
  return chainModule || featureCalls ? "contract-calls" : undefined;
}

// The production build is served by the API on one origin; `vite dev` proxies /api and /ipfs to it.
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";

export default defineConfig({
  // The guard fails a build whose first load holds wagmi, viem, zod or the wallet module, or weighs more than
  // its budget over the wire (decision 0019).
  plugins: [react(), runtimeCatalogues(new URL("../packages/shared/src", import.meta.url).pathname), firstLoadGuard(), precompress()],
  // /ipfs/<cid> is the API's gateway of NFT media (decision 0029).
  server: { port: 5173, proxy: { "/api": apiOrigin, "/ipfs": apiOrigin } },
  build: {
    outDir: "dist",
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    // Small side-effect-free chunks merge into the chunks loaded with them: a route loads a few files instead of
    // twenty, and the preload links inserted for a lazy route were a measurable main-thread cost (decision 0019).
    rollupOptions: { output: { experimentalMinChunkSize: 20_000, manualChunks: contractCallsChunk, onlyExplicitManualChunks: true } },
  },
  test: {
    // happy-dom rather than jsdom: a test file's DOM starts in a fraction of the time (the web part of a CI run went
    // from 3:18 to about 2:30). Third-party scripts are never fetched; each reports itself loaded, as in a browser.
    environment: "happy-dom",
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    setupFiles: ["./src/test/setup.ts"],
    // Pages write dates in the reader's own time zone (decision 0045): tests read them in one fixed zone, away from
    // UTC (+05:30, no daylight saving), so a date written in UTC instead of the reader's would show.
    env: { TZ: "Asia/Kolkata" },
    // A lazy route's first import compiles on demand: on a loaded 2-core machine that alone has taken over
    // 5 s, which is not what these tests measure. Findings still wait only as long as each test says.
    testTimeout: 30_000,
    // Both cores: vitest's default leaves one of two idle (194 s on one worker, 131 s on two).
    maxWorkers: 2,
    minWorkers: 1,
  },
});
