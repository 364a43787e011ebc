import { describe, expect, it } from "vitest";
import { parseSearch } from "./dashboard-search.ts";

describe("the dashboard's search", () => {
  it("reads a number, with or without #, as a contract and anything else as a token symbol", () => {
    expect(parseSearch(" #12 ")).toEqual({ contractId: 12, symbol: null });
    expect(parseSearch("7")).toEqual({ contractId: 7, symbol: null });
    expect(parseSearch("usdt")).toEqual({ contractId: null, symbol: "usdt" });
    expect(parseSearch("0")).toEqual({ contractId: null, symbol: "0" });
    expect(parseSearch("  ")).toEqual({ contractId: null, symbol: null });
  });
});
