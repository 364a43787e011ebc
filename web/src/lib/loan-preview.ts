import { LENDING_RATE_ZOOM } from "@openpawn/shared/constants";
import { cycleInterest, loanRisk, maxStartingDebtUsd, parseUsd, usdValue, type LoanRisk } from "@openpawn/shared/lending/loan-risk";

const DAYS = { 0: 7, 1: 30 } as const;

export interface PricedToken {
  decimals: number;
  usdPrice: string | null;
}

export interface LoanPreviewInput {
  amount: bigint;
  interestRate: number;
  liquidationThreshold: number;
  durationQty: number;
  durationType: 0 | 1;
  cycleType: 0 | 1;
  loanToken: PricedToken;
  repaymentToken: PricedToken;
  collateralToken: PricedToken;
  collateralAmount: bigint;
}

export interface LoanPreview {
  cycles: number;
  /** One cycle's interest, in the loan token (the core converts it into the repayment token at the start's prices). */
  cycleInterest: bigint;
  /** The same in the repayment token at today's prices; null without both prices. */
  cycleInterestInRepayment: bigint | null;
  /** The healthy-start rule at today's prices: null when a price is missing. */
  startsHealthy: boolean | null;
  startingDebtUsd: bigint | null;
  maxStartingDebtUsd: bigint | null;
  risk: LoanRisk | null;
}

/** What a loan on these terms means at today's prices: each cycle's cost, whether it may start, where it is liquidated. */
export function loanPreview(input: LoanPreviewInput): LoanPreview {
  const interest = cycleInterest(input.amount, input.interestRate, input.cycleType);
  const cycles = Math.ceil((input.durationQty * DAYS[input.durationType]) / DAYS[input.cycleType]);
  const { loanToken, repaymentToken, collateralToken } = input;
  const inRepayment =
    loanToken.usdPrice && repaymentToken.usdPrice
      ? (usdValue(interest, loanToken.decimals, loanToken.usdPrice) * 10n ** BigInt(repaymentToken.decimals)) / parseUsd(repaymentToken.usdPrice)
      : null;
  if (!loanToken.usdPrice || !collateralToken.usdPrice) {
    return { cycles, cycleInterest: interest, cycleInterestInRepayment: inRepayment, startsHealthy: null, startingDebtUsd: null, maxStartingDebtUsd: null, risk: null };
  }
  const debtUsd = usdValue(input.amount + interest, loanToken.decimals, loanToken.usdPrice);
  const collateralUsd = usdValue(input.collateralAmount, collateralToken.decimals, collateralToken.usdPrice);
  const maxDebt = maxStartingDebtUsd(collateralUsd, input.liquidationThreshold);
  return {
    cycles,
    cycleInterest: interest,
    cycleInterestInRepayment: inRepayment,
    startsHealthy: debtUsd <= maxDebt,
    startingDebtUsd: debtUsd,
    maxStartingDebtUsd: maxDebt,
    risk: loanRisk({ debtUsd, collateralUsd, collateralAmount: input.collateralAmount, collateralDecimals: collateralToken.decimals, liquidationThreshold: input.liquidationThreshold }),
  };
}

/** What the lender takes on default: (100 − system fee)% of the collateral (spec §4). */
export function lenderShareOnDefault(collateralAmount: bigint, systemFee: number): bigint {
  return (collateralAmount * BigInt(100 * LENDING_RATE_ZOOM - systemFee)) / BigInt(100 * LENDING_RATE_ZOOM);
}
