import { describe, expect, it } from "vitest";
import { NewCountCache } from "./new-count-cache.ts";

describe("NewCountCache", () => {
  it("loads a user's count once, until that user's counts change", async () => {
    const cache = new NewCountCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(1, load)).toBe(1);
    expect(await cache.get(1, load)).toBe(1);
    cache.forget(1);
    expect(await cache.get(1, load)).toBe(2);
    cache.forgetAll();
    expect(await cache.get(1, load)).toBe(3);
  });

  it("does not keep a count loaded while a change happened", async () => {
    const cache = new NewCountCache();
    let release!: () => void;
    const slow = cache.get(1, () => new Promise<number>((resolve) => (release = () => resolve(5))));
    cache.forget(1);
    release();
    expect(await slow).toBe(5);
    expect(await cache.get(1, async () => 6)).toBe(6);
  });
});
