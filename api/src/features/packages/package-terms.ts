import { LENDING_RATE_ZOOM } from "@openpawn/shared/constants";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";
import type { NewPackageRow } from "./package-params.ts";

const percent = (value: number | null) => (value === null ? null : value / LENDING_RATE_ZOOM);

/**
 * A package row's own terms as the API shows them (LoanPackage): tokens with their symbols, rates and LTV in percent.
 * What the web builds its createPackage from, so the verification of a published package builds it from the same.
 */
export function packageTermsOf(row: NewPackageRow, tokens: TokenRefs) {
  return {
    type: row.type as LoanPackage["type"],
    message: row.message,
    loanToken: tokens.ref(row.loanToken),
    repaymentToken: tokens.ref(row.repaymentToken),
    loanAmountMin: row.minAmount,
    loanAmountMax: row.maxAmount,
    budget: row.budget,
    collateralAcceptance: row.collaterals.map((address) => tokens.ref(address)),
    interestRate: percent(row.interestRate),
    interestRateMin: percent(row.interestRateMin),
    interestRateMax: percent(row.interestRateMax),
    durationFrom: row.minDuration,
    durationTo: row.maxDuration,
    durationType: row.durationType === 0 ? (0 as const) : (1 as const),
    loanToValue: row.ltv / LENDING_RATE_ZOOM,
    ltvLiquidationThreshold: row.liquidationThreshold / LENDING_RATE_ZOOM,
  } satisfies Partial<LoanPackage>;
}
