import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Features never import each other (lint); copying is the other way to tie them, and the one lint cannot see. What
 * two features both need goes to a platform layer (components/, lib/) instead.
 */
const featuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "features");
const WINDOW = 6;

/** A file's lines that say something: no imports, comments, blank lines, brackets or closing tags alone; spaces collapsed. */
function meaningfulLines(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter((line) => !/^(import|export \{|\} from|\/\/|\*|\/\*\*|<\/[\w.]+>$)/.test(line) && /[A-Za-z0-9].*[A-Za-z0-9].*[A-Za-z0-9]/.test(line));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Runs of WINDOW meaningful lines found in files of two different features. */
function sharedRuns(files: readonly { feature: string; file: string; lines: string[] }[]): string[] {
  const seen = new Map<string, { feature: string; file: string }>();
  const found = new Set<string>();
  for (const { feature, file, lines } of files) {
    for (let start = 0; start + WINDOW <= lines.length; start += 1) {
      const run = lines.slice(start, start + WINDOW).join("\n");
      const first = seen.get(run);
      if (!first) seen.set(run, { feature, file });
      else if (first.feature !== feature) found.add(`${first.file} and ${file}:\n${run}`);
    }
  }
  return [...found];
}

describe("web features share no code by copy", () => {
  it("finds a run of six lines that two features both hold, and not one a feature repeats in itself", () => {
    const run = ["const a = useThing(id);", "if (!a.data) return null;", "const total = a.data.amount;", "const token = a.data.token;", "return format(total, token);", "setOpen(false);"];
    expect(sharedRuns([{ feature: "x", file: "x/a.ts", lines: run }, { feature: "x", file: "x/b.ts", lines: run }])).toEqual([]);
    expect(sharedRuns([{ feature: "x", file: "x/a.ts", lines: run }, { feature: "y", file: "y/b.ts", lines: ["before();", ...run] }])).toHaveLength(1);
  });

  it("no two files of different features share six or more lines", () => {
    const files = readdirSync(featuresDir).flatMap((feature) =>
      sourceFiles(path.join(featuresDir, feature)).map((file) => ({ feature, file: path.relative(featuresDir, file), lines: meaningfulLines(file) })),
    );
    expect(sharedRuns(files)).toEqual([]);
  });
});
