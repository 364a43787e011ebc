import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";

/** How long a submission waits for a Semi-auto lender's answer (or an unfunded Auto package's funds) before it lapses. */
export const SUBMISSION_DAYS = 7;

/**
 * How far below the amount shown the borrower's submission still accepts a loan, in basis points (2%). Prices move
 * between the submission and the loan's start (a Semi-auto lender has a week to answer, an unfunded Auto package
 * waits): without a minimum the lender could lend anything down to the package's smallest loan.
 */
export const SUBMISSION_AMOUNT_TOLERANCE_BPS = 200;

/** The tolerance in words: "2%". */
export const SUBMISSION_TOLERANCE_TEXT = `${SUBMISSION_AMOUNT_TOLERANCE_BPS / 100}%`;

export interface SubmissionAmount {
  /** What the package lends on the collateral now: its loan limit at oracle prices, capped at the package's largest loan. */
  amount: bigint;
  /** The least the borrower accepts (PawnShop.submitCollateral's minAmount): `amount` less the tolerance, rounded down. */
  minAmount: bigint;
  /** Whether `amount` reaches the package's smallest loan: below it the contract refuses the loan. */
  lendable: boolean;
}

/** A submission's amounts from PawnShop.loanLimit (base units of the package's loan token). */
export function submissionAmount(limit: bigint, item: Pick<LoanPackage, "loanAmountMin" | "loanAmountMax">): SubmissionAmount {
  const max = BigInt(item.loanAmountMax);
  const amount = limit < max ? limit : max;
  const minAmount = (amount * BigInt(10_000 - SUBMISSION_AMOUNT_TOLERANCE_BPS)) / 10_000n;
  return { amount, minAmount, lendable: amount >= BigInt(item.loanAmountMin) };
}
