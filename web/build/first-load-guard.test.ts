import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { OutputBundle } from "rollup";
import { firstLoadBytes, firstLoadChunks, firstLoadGuard, firstLoadViolations, overBudget } from "./first-load-guard.ts";

const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false, code = "") =>
  ({ type: "chunk", fileName, isEntry, imports, moduleIds, code }) as const;

/** Code brotli cannot shrink much: random text of about `bytes` characters. */
const incompressible = (bytes: number) => randomBytes(Math.ceil((bytes * 3) / 4)).toString("base64");

/** Runs the plugin's generateBundle as Rollup would; resolves to the error it raised, if any. */
function runGuard(bundle: Record<string, unknown>, budget: number): string | undefined {
  const plugin = firstLoadGuard(undefined, budget);
  const hook = plugin.generateBundle as unknown as (this: unknown, options: unknown, bundle: OutputBundle) => void;
  try {
    hook.call({ error: (message: string) => { throw new Error(message); }, getModuleInfo: () => null }, {}, bundle as unknown as OutputBundle);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const SHELL = "/repo/web/src/app/app.tsx";
const WAGMI = "/repo/node_modules/wagmi/dist/esm/exports/index.js";
const VIEM = "/repo/node_modules/viem/_esm/utils/address/getAddress.js";
const RUNTIME = "/repo/web/src/wallet/runtime/start-wallet-runtime.tsx";
const ZOD = "/repo/node_modules/zod/v4/classic/schemas.js";

describe("the first-load guard", () => {
  it("follows the entry's static imports only: a dynamically imported chunk is not the first load", () => {
    const bundle = {
      "index.js": chunk("index.js", ["vendor.js"], [SHELL], true),
      "vendor.js": chunk("vendor.js", [], ["/repo/node_modules/react-dom/index.js"]),
      "wallet.js": chunk("wallet.js", ["vendor.js"], [RUNTIME, WAGMI, VIEM]),
      "index.css": { type: "asset" as const },
    };
    expect(firstLoadChunks(bundle).map((found) => found.fileName).sort()).toEqual(["index.js", "vendor.js"]);
    expect(firstLoadViolations(bundle)).toEqual([]);
  });

  it("names wagmi, viem, zod and the wallet module when a static import brings them in", () => {
    const bundle = {
      "index.js": chunk("index.js", ["shared.js"], [SHELL], true),
      "shared.js": chunk("shared.js", [], [WAGMI, VIEM, RUNTIME, ZOD, "/repo/web/src/wallet/wallet-state.ts"]),
    };
    expect(firstLoadViolations(bundle)).toEqual([WAGMI, VIEM, RUNTIME, ZOD]);
  });

  it("weighs the first load as the server sends it (brotli), the dynamically imported chunks left out", () => {
    const bundle = {
      "index.js": chunk("index.js", ["vendor.js"], [SHELL], true, incompressible(4000)),
      "vendor.js": chunk("vendor.js", [], [], false, "const a = 1;".repeat(2000)),
      "page.js": chunk("page.js", [], [], false, incompressible(50_000)),
    };
    const sizes = firstLoadBytes(bundle);
    expect(sizes.map((size) => size.fileName)).toEqual(["index.js", "vendor.js"]);
    expect(sizes[0]!.bytes).toBeGreaterThan(2900);
    // 24 kB of repeated text travels in well under 1 kB.
    expect(sizes[1]!.bytes).toBeLessThan(1024);
  });

  it("fails the build over budget, naming the chunks by size, and passes it within", () => {
    const bundle = {
      "index.js": chunk("index.js", ["vendor.js"], [SHELL], true, incompressible(2000)),
      "vendor.js": chunk("vendor.js", [], [], false, incompressible(8000)),
    };
    const error = runGuard(bundle, 4 * 1024);
    expect(error).toMatch(/^The first load weighs \d+\.\d kB over the wire \(brotli\), over its budget of 4\.0 kB: vendor\.js [\d.]+ kB, index\.js/);
    expect(runGuard(bundle, 20 * 1024)).toBeUndefined();
    expect(overBudget([{ fileName: "a.js", bytes: 100 }], 100)).toBeUndefined();
  });
});
