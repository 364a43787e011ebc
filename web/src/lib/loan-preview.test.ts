import { describe, expect, it } from "vitest";
import { lenderShareOnDefault, loanPreview } from "./loan-preview.ts";

const e18 = 10n ** 18n;
const usdt = { decimals: 18, usdPrice: "1" };
const dfy = { decimals: 18, usdPrice: "0.5" };
const eth = { decimals: 18, usdPrice: "2000" };
// The like-for-like scenario: 10 ETH at $2,000, 10,000 USDT repaid in DFY, 12% a year, weekly cycles over 4 weeks, 70%.
const terms = {
  amount: 10_000n * e18,
  interestRate: 1_200_000,
  liquidationThreshold: 7_000_000,
  durationQty: 4,
  durationType: 0 as const,
  cycleType: 0 as const,
  loanToken: usdt,
  repaymentToken: dfy,
  collateralToken: eth,
  collateralAmount: 10n * e18,
};

describe("loanPreview", () => {
  it("prices each cycle in both tokens and counts the cycles", () => {
    const preview = loanPreview(terms);
    expect(preview.cycles).toBe(4);
    expect(preview.cycleInterest).toBe(23013698630136986302n);
    // DFY at half a dollar: twice as many tokens.
    expect(preview.cycleInterestInRepayment).toBe(46027397260273972604n);
  });

  it("says whether the loan may start: at most 90% of value × threshold, first interest included", () => {
    expect(loanPreview(terms).startsHealthy).toBe(true);
    expect(loanPreview({ ...terms, amount: 12_600n * e18 }).startsHealthy).toBe(false);
    expect(loanPreview({ ...terms, collateralToken: { decimals: 18, usdPrice: null } }).startsHealthy).toBeNull();
  });

  it("gives the price at which the new loan would be liquidated", () => {
    const price = loanPreview(terms).risk?.liquidationPriceUsd ?? 0n;
    // (10,000 + 23.01…) / (10 × 70%) ≈ $1,431.86
    expect(price / e18).toBe(1431n);
  });

  it("leaves the lender the collateral less the system fee on default", () => {
    expect(lenderShareOnDefault(10n * e18, 200_000)).toBe(98n * 10n ** 17n);
  });
});
