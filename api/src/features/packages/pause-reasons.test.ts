import { describe, expect, it } from "vitest";
import { shortfalls, walletShortfalls } from "./pause-reasons.ts";

describe("a package's pause reasons", () => {
  const wallet = { balance: 500n, allowance: 300n };

  it("names each part of the funds below the amount, in the PawnShop's order", () => {
    expect(shortfalls({ budgetLeft: 1000n, wallet }, 300n)).toEqual([]);
    expect(shortfalls({ budgetLeft: 1000n, wallet }, 301n)).toEqual(["INSUFFICIENT_ALLOWANCE"]);
    expect(shortfalls({ budgetLeft: 400n, wallet }, 600n)).toEqual(["BUDGET_SPENT", "INSUFFICIENT_BALANCE", "INSUFFICIENT_ALLOWANCE"]);
  });

  it("says nothing of a wallet the index does not hold yet", () => {
    expect(shortfalls({ budgetLeft: 50n, wallet: null }, 100n)).toEqual(["BUDGET_SPENT"]);
    expect(walletShortfalls(null, 100n)).toEqual([]);
  });
});
