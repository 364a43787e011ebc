import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The feature names the README's Features section gives: its table's first column and the areas to come. */
function vocabulary(): Set<string> {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Features"), readme.indexOf("\n## ", readme.indexOf("## Features") + 1));
  const rows = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1] as string);
  const toCome = /Areas to come take their names now: ([^\n]+(?:\n[^\n]+)*?)\.\n/.exec(section)?.[1] ?? "";
  return new Set([...rows, ...[...toCome.matchAll(/`([a-z-]+)`/g)].map((match) => match[1] as string)]);
}

/** Each layer's feature folders, with what is not a feature but sits beside them. */
const LAYERS: Array<{ folder: string; besides: string[] }> = [
  { folder: "web/src/features", besides: [] },
  { folder: "api/src/features", besides: [] },
  { folder: "api/src/db/schema", besides: ["chain-spine"] },
  { folder: "packages/shared/src", besides: ["common"] },
  { folder: "packages/chain/src", besides: ["generated", "test"] },
];

describe("one name per feature (README, Features)", () => {
  const names = vocabulary();

  it("reads the vocabulary from the README", () => {
    for (const name of ["accounts", "lending", "packages", "nft-market", "staking", "admin"]) expect(names).toContain(name);
  });

  it.each(LAYERS)("every folder of $folder is a feature of the vocabulary", ({ folder, besides }) => {
    const folders = readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !besides.includes(entry.name))
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((name) => !names.has(name))).toEqual([]);
  });
});
