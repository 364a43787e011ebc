import { describe, expect, it } from "vitest";
import { GenerationalMemo } from "./generational-memo.ts";

describe("generational memo", () => {
  it("starts over when the kept values outweigh the limit, and never keeps one heavier than it", () => {
    const memo = new GenerationalMemo<string, string>(100, { maxWeight: 10, weigh: (value) => value.length });
    memo.keep("a", "aaaa", memo.generation);
    memo.keep("b", "bbbb", memo.generation);
    expect([memo.peek("a"), memo.peek("b")]).toEqual(["aaaa", "bbbb"]);
    memo.keep("c", "cccc", memo.generation);
    expect([memo.peek("a"), memo.peek("b"), memo.peek("c")]).toEqual([undefined, undefined, "cccc"]);
    memo.keep("huge", "x".repeat(11), memo.generation);
    expect(memo.peek("huge")).toBeUndefined();
    memo.forget("c");
    memo.keep("d", "dddddddddd", memo.generation);
    expect(memo.peek("d")).toBe("dddddddddd");
  });

  it("does not keep what was loaded before a change", () => {
    const memo = new GenerationalMemo<string, number>(10);
    const loadedAt = memo.generation;
    memo.forgetAll();
    memo.keep("a", 1, loadedAt);
    expect(memo.peek("a")).toBeUndefined();
  });
});
