import { parseUnits } from "viem";

/** A USDT amount in base units, as the package routes take it. */
export const usdt = (amount: string) => parseUnits(amount, 18).toString();

/**
 * The body of a package (crypto-package create and publish): an AUTO package lending 100 to 3,000 USDT on WBNB, weekly
 * for 1 to 8 weeks, at 12%, LTV 50%, liquidated at 75%, with a budget of 4,000 USDT; `overrides` change any field.
 */
export const packageBody = (overrides: Record<string, unknown> = {}) => ({
  type: 0,
  message: "Fast USDT on your WBNB",
  loanToken: "USDT",
  repaymentToken: "USDT",
  loanAmountMin: usdt("100"),
  loanAmountMax: usdt("3000"),
  budget: usdt("4000"),
  collateralAcceptance: ["WBNB"],
  interestRate: 12,
  durationFrom: 1,
  durationTo: 8,
  durationType: 0,
  loanToValue: 50,
  ltvLiquidationThreshold: 75,
  ...overrides,
});
