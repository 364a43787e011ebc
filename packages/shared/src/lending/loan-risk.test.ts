import { describe, expect, it } from "vitest";
import { LENDING_RATE_ZOOM } from "../constants.ts";
import { cycleInterest, formatBps, loanRisk, maxStartingDebtUsd, parseUsd, usdValue } from "./loan-risk.ts";

const usd = (value: number) => BigInt(value) * 10n ** 18n;
const eth = (value: number) => BigInt(value) * 10n ** 18n;
const percent = (value: number) => value * LENDING_RATE_ZOOM;

describe("loanRisk", () => {
  // 10 ETH at $2,000 = $20,000 of collateral, $10,000 owed, liquidated at 70%.
  const base = { debtUsd: usd(10_000), collateralUsd: usd(20_000), collateralAmount: eth(10), collateralDecimals: 18, liquidationThreshold: percent(70) };

  it("gives the LTV, the threshold and the price at which the debt reaches it", () => {
    const risk = loanRisk(base);
    expect(risk.ltvBps).toBe(5000n);
    expect(risk.thresholdBps).toBe(7000n);
    // 10,000 / (10 × 0.7) = 1,428.571… rounded up: at that price the loan is liquidatable.
    expect(risk.liquidationPriceUsd).toBe(1428571428571428571429n);
    expect(risk.liquidatable).toBe(false);
  });

  it("shows the LTV after the collateral falls 20% and 40%, and whether that liquidates", () => {
    const { stress } = loanRisk(base);
    expect(stress).toEqual([
      { dropPercent: 20, ltvBps: 6250n, liquidatable: false },
      { dropPercent: 40, ltvBps: 8333n, liquidatable: true },
    ]);
  });

  it("is liquidatable exactly when the debt reaches the limit, as the core's rule says", () => {
    expect(loanRisk({ ...base, debtUsd: usd(14_000) }).liquidatable).toBe(true);
    expect(loanRisk({ ...base, debtUsd: usd(14_000) - 1n }).liquidatable).toBe(false);
  });

  it("has no LTV or price for worthless or empty collateral", () => {
    const risk = loanRisk({ ...base, collateralUsd: 0n, collateralAmount: 0n });
    expect(risk.ltvBps).toBeNull();
    expect(risk.liquidationPriceUsd).toBeNull();
  });
});

describe("USD helpers", () => {
  it("values base units at a decimal price without floats", () => {
    expect(usdValue(eth(10), 18, "2000")).toBe(usd(20_000));
    expect(usdValue(1_500_000n, 6, "0.99995")).toBe(1_499_925_000_000_000_000n);
  });

  it("refuses what is not a decimal amount", () => {
    expect(() => parseUsd("1e3")).toThrow();
    expect(parseUsd("3.")).toBe(usd(3));
  });

  it("prints basis points as a percent with two decimals", () => {
    expect(formatBps(7012n)).toBe("70.12%");
    expect(formatBps(5n)).toBe("0.05%");
  });
});

describe("loan start arithmetic", () => {
  it("charges a week's interest at 12% a year, rounded up like the core", () => {
    // 10,000 × 12% × 7 / 365 = 23.0136986…
    expect(cycleInterest(10_000n * 10n ** 18n, percent(12), 0)).toBe(23013698630136986302n);
    expect(cycleInterest(1n, percent(12), 1)).toBe(1n);
  });

  it("lets a loan start owing at most 90% of the collateral's value times the threshold", () => {
    expect(maxStartingDebtUsd(usd(20_000), percent(70))).toBe(usd(12_600));
  });
});
