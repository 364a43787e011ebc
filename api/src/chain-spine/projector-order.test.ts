import { describe, expect, it } from "vitest";
import type { Abi } from "viem";
import type { Projector } from "./projector.ts";
import { orderProjectors, type ProjectorEntry } from "./projector-order.ts";

const projector = (name: string): Projector<Abi> => ({ name, contracts: [], abi: [], handle: async () => {}, rollback: async () => {} });
const entry = (name: string, after?: string[]): ProjectorEntry => ({ projector: projector(name), ...(after && { after }) });
const names = (entries: ProjectorEntry[]) => orderProjectors(entries).map((item) => item.name);

describe("orderProjectors", () => {
  it("runs a projector after those whose rows it reads, whatever order the features list them in", () => {
    expect(names([entry("history", ["core"]), entry("hub"), entry("core"), entry("nft", ["core", "history"])])).toEqual(["core", "history", "hub", "nft"]);
  });

  it("keeps the given order where nothing constrains it", () => {
    expect(names([entry("b"), entry("a"), entry("c")])).toEqual(["b", "a", "c"]);
  });

  it("refuses a cycle, naming it", () => {
    expect(() => names([entry("a", ["c"]), entry("b", ["a"]), entry("c", ["b"])])).toThrow("Projectors wait for each other: a -> c -> b -> a");
  });

  it("refuses to wait for a projector nobody registers, and two projectors of one name", () => {
    expect(() => names([entry("funding", ["packages"])])).toThrow("Projector funding runs after packages, which no feature registers");
    expect(() => names([entry("a"), entry("a")])).toThrow("Two projectors share a name");
  });
});
