import { describe, expect, it } from "vitest";
import { firstLoadChunks, firstLoadViolations } from "./first-load-guard.ts";

const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false) =>
  ({ type: "chunk", fileName, isEntry, imports, moduleIds }) as const;

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
});
