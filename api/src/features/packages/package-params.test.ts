import { describe, expect, it } from "vitest";
import { getAddress } from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import { LOAN_PACKAGE, LOAN_PACKAGE_PARAMS, LOAN_PACKAGE_TOKENS } from "@openpawn/chain/test/loan-package";
import type { PackageBody } from "@openpawn/shared/packages/schemas/packages";
import { tokenRefs } from "../../chain-spine/deployment/token-refs.ts";
import { packageCallOf, packageRowOf, sameParams } from "./package-params.ts";
import { packageTermsOf } from "./package-terms.ts";

const address = (token: { address: string }) => getAddress(token.address);
const deployment: Deployment = {
  chainId: 56,
  deployedAt: "2026-01-01T00:00:00.000Z",
  startBlock: 1,
  contracts: {},
  tokens: LOAN_PACKAGE_TOKENS.map((token) => ({ symbol: token.symbol, name: token.symbol, decimals: 18, address: address(token), priceFeed: address(token) })),
};
const tokens = tokenRefs(deployment);
const whitelists = { loan: [address(LOAN_PACKAGE.loanToken)], collateral: LOAN_PACKAGE.collateralAcceptance.map(address) };

/** The body the lender's form sent for the shared fixture's package, by symbol and in percent. */
const body: PackageBody = {
  type: LOAN_PACKAGE.type,
  message: LOAN_PACKAGE.message,
  loanToken: LOAN_PACKAGE.loanToken.symbol,
  repaymentToken: LOAN_PACKAGE.repaymentToken.symbol,
  loanAmountMin: LOAN_PACKAGE.loanAmountMin,
  loanAmountMax: LOAN_PACKAGE.loanAmountMax,
  budget: LOAN_PACKAGE.budget,
  collateralAcceptance: LOAN_PACKAGE.collateralAcceptance.map((token) => token.symbol),
  interestRate: LOAN_PACKAGE.interestRate,
  durationFrom: LOAN_PACKAGE.durationFrom,
  durationTo: LOAN_PACKAGE.durationTo,
  durationType: LOAN_PACKAGE.durationType,
  loanToValue: LOAN_PACKAGE.loanToValue,
  ltvLiquidationThreshold: LOAN_PACKAGE.ltvLiquidationThreshold,
};

describe("a package's createPackage, as the API verifies a publication", () => {
  const row = packageRowOf(body, tokens, whitelists);
  const [expected] = packageCallOf(row, tokens).args;

  it("shows the web the stored package as the shared fixture has it, from which the web builds its call", () => {
    const { type, message, loanToken, repaymentToken, loanAmountMin, loanAmountMax, budget, collateralAcceptance, durationFrom, durationTo, durationType } = LOAN_PACKAGE;
    const { interestRate, interestRateMin, interestRateMax, loanToValue, ltvLiquidationThreshold } = LOAN_PACKAGE;
    expect(packageTermsOf(row, tokens)).toEqual({
      ...{ type, message, loanToken, repaymentToken, loanAmountMin, loanAmountMax, budget, collateralAcceptance, durationFrom, durationTo, durationType },
      ...{ interestRate, interestRateMin, interestRateMax, loanToValue, ltvLiquidationThreshold },
    });
  });

  it("expects exactly the parameters the web sends for the same package (the shared fixture)", () => {
    expect(expected).toEqual(LOAN_PACKAGE_PARAMS);
    expect(sameParams(LOAN_PACKAGE_PARAMS, expected)).toBe(true);
  });

  it("takes the collaterals in any order and addresses in any case, and nothing else changed", () => {
    const lowerCase = { ...LOAN_PACKAGE_PARAMS, loanToken: LOAN_PACKAGE_PARAMS.loanToken.toLowerCase() as `0x${string}` };
    expect(sameParams({ ...lowerCase, collaterals: [...LOAN_PACKAGE_PARAMS.collaterals].reverse() }, expected)).toBe(true);
    expect(sameParams({ ...LOAN_PACKAGE_PARAMS, maxAmount: LOAN_PACKAGE_PARAMS.maxAmount - 1n }, expected)).toBe(false);
    expect(sameParams({ ...LOAN_PACKAGE_PARAMS, collaterals: LOAN_PACKAGE_PARAMS.collaterals.slice(0, 1) }, expected)).toBe(false);
    expect(sameParams({ ...LOAN_PACKAGE_PARAMS, cycleUnit: 0 }, expected)).toBe(false);
  });
});
