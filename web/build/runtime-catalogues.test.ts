import { describe, expect, it } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { existsSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runtimeCatalogue } from "./runtime-catalogues.ts";

const SHARED_SRC = path.resolve(import.meta.dirname, "../../packages/shared/src");
const FEATURES = readdirSync(SHARED_SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The object a runtime slice exports, evaluated as the page would receive it. */
function evaluate(source: string): Record<string, Record<string, unknown>> {
  return new Function(source.replace(/^export const \w+ = /, "return ")).call(null) as Record<string, Record<string, unknown>>;
}

function catalogueOf(module: Record<string, unknown>, suffix: string): Record<string, Record<string, unknown>> {
  const name = Object.keys(module).find((key) => key.endsWith(suffix));
  return module[name ?? ""] as Record<string, Record<string, unknown>>;
}

describe("the runtime slices of the shared catalogues", () => {
  it.each(FEATURES.filter((feature) => existsSync(path.join(SHARED_SRC, feature, "endpoints.ts"))))(
    "%s: every endpoint keeps its method and path, and only those",
    async (feature) => {
      const real = catalogueOf(await import(`../../packages/shared/src/${feature}/endpoints.ts`), "_ENDPOINTS");
      const slice = evaluate(runtimeCatalogue(path.join(SHARED_SRC, feature, "endpoints.ts"), "endpoints"));
      expect(slice).toEqual(Object.fromEntries(Object.entries(real).map(([key, { method, path: route }]) => [key, { method, path: route }])));
    },
  );

  it.each(FEATURES.filter((feature) => existsSync(path.join(SHARED_SRC, feature, "errors.ts"))))(
    "%s: every error keeps its status and code, and not its words",
    async (feature) => {
      const real = catalogueOf(await import(`../../packages/shared/src/${feature}/errors.ts`), "_ERRORS");
      const slice = evaluate(runtimeCatalogue(path.join(SHARED_SRC, feature, "errors.ts"), "errors"));
      expect(slice).toEqual(Object.fromEntries(Object.entries(real).map(([key, { status, code }]) => [key, { status, code }])));
    },
  );

  it("refuses a catalogue with an entry it cannot read, naming the file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "openpawn-catalogue-"));
    try {
      const file = path.join(dir, "errors.ts");
      const code = "code";
      await writeFile(
        file,
        `export const ODD_ERRORS = defineErrors({\n  plain: { status: 400, ${code}: "odd.plain", message: "x" },\n  reordered: { ${code}: "odd.reordered", status: 404, message: "y" },\n});\n`,
      );
      expect(() => runtimeCatalogue(file, "errors")).toThrow(`${file}: read 1 of 2 entries`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
