import { describe, expect, it } from "vitest";
import { saleProceeds } from "./sale-proceeds.ts";

describe("saleProceeds", () => {
  it("takes the 2.5% fee and the royalty off the price, rounding down", () => {
    expect(saleProceeds(1_000n, 250, 500)).toEqual({ fee: 25n, royalty: 50n, seller: 925n });
    expect(saleProceeds(39n, 250, 0)).toEqual({ fee: 0n, royalty: 0n, seller: 39n });
  });

  it("never pays more than the price", () => {
    const split = saleProceeds(100n, 9_000, 5_000);
    expect(split.fee + split.royalty + split.seller).toBe(100n);
    expect(split.seller).toBe(0n);
  });
});
