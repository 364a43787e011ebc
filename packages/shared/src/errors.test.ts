import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ErrorEntry } from "./errors.ts";

/** Every catalogue: `<feature>/errors.ts` exports `<FEATURE>_ERRORS` (a new feature's is found without listing it here). */
const folders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(new URL(`./${entry.name}/`, import.meta.url)).includes("errors.ts"))
  .map((entry) => entry.name);
const catalogues = await Promise.all(
  folders.map(async (folder) => ({ folder, exports: (await import(`./${folder}/errors.ts`)) as Record<string, Record<string, ErrorEntry>> })),
);
const entries = catalogues.flatMap(({ folder, exports }) =>
  Object.values(exports).flatMap((catalogue) => Object.entries(catalogue).map(([name, entry]) => ({ where: `${folder}.${name}`, entry }))),
);

/** An entry's words with its arguments filled in (every argument of the catalogue's words is a name, a number or a choice with a default). */
const wordsOf = ({ message }: ErrorEntry) => (typeof message === "function" ? (message as (...args: unknown[]) => string)(...Array(message.length).fill("x")) : message);

describe("error catalogues", () => {
  it("are found in the features' folders, one catalogue each, named after its folder", () => {
    expect(folders).toEqual(expect.arrayContaining(["accounts", "lending", "media", "packages", "platform"]));
    for (const { folder, exports } of catalogues) {
      expect(Object.keys(exports)).toEqual([`${folder.replaceAll("-", "_").toUpperCase()}_ERRORS`]);
    }
  });

  it("give every code to one entry only, across all features", () => {
    const owners = new Map<string, string[]>();
    for (const { where, entry } of entries) owners.set(entry.code, [...(owners.get(entry.code) ?? []), where]);
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it("refuse with a client or server error status and words to show", () => {
    for (const { where, entry } of entries) {
      expect(entry.status, where).toBeGreaterThanOrEqual(400);
      expect(entry.status, where).toBeLessThan(600);
      expect(entry.code.trim(), where).not.toBe("");
      expect(wordsOf(entry).trim(), where).not.toBe("");
    }
  });
});
