import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatSnapshot, gasCheckFailures, parseSnapshot } from "./gas-snapshot.ts";

const committedFile = fileURLToPath(new URL("../.gas-snapshot", import.meta.url));

describe("the gas check against .gas-snapshot", () => {
  const committed = parseSnapshot(readFileSync(committedFile, "utf8"));
  const noTargets = new Map<string, bigint>();
  const noMisses = new Map<string, string>();

  it("reads the committed snapshot and writes it back the same", () => {
    expect(committed.size).toBeGreaterThan(10);
    expect(formatSnapshot(committed)).toBe(readFileSync(committedFile, "utf8"));
  });

  it("passes figures equal to the committed ones", () => {
    expect(gasCheckFailures(new Map(committed), committed, noTargets, noMisses)).toEqual([]);
  });

  it("fails a figure that changed, up or down, when the snapshot did not change with it", () => {
    const [name, gas] = [...committed][0]!;
    for (const changed of [gas + 1n, gas - 1n]) {
      const [failure] = gasCheckFailures(new Map([...committed, [name, changed]]), committed, noTargets, noMisses);
      expect(failure).toMatch(new RegExp(`^Gas differs from \\.gas-snapshot for: ${name.replace(/[.()]/g, "\\$&")} \\(`));
    }
  });

  it("fails an operation measured but not in the snapshot, or in it but no longer measured", () => {
    const [dropped] = [...committed.keys()];
    expect(gasCheckFailures(new Map([...committed, ["New.operation", 1n]]), committed, noTargets, noMisses)).toEqual([expect.stringContaining("New.operation")]);
    const without = new Map(committed);
    without.delete(dropped!);
    expect(gasCheckFailures(without, committed, noTargets, noMisses)).toEqual([expect.stringContaining(dropped!)]);
  });

  it("fails a figure above its target unless the miss is a known one", () => {
    const [name, gas] = [...committed][0]!;
    const targets = new Map([[name, gas - 1n]]);
    expect(gasCheckFailures(committed, committed, targets, noMisses)).toEqual([`Gas above its target for: ${name}`]);
    expect(gasCheckFailures(committed, committed, targets, new Map([[name, "why"]]))).toEqual([]);
  });
});
