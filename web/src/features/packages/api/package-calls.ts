import { cancelPackageCall, createPackageCall as createPackageWrite, reopenPackageCall } from "@openpawn/chain/packages/package-calls";
import {
  acceptSubmissionCall,
  cancelSubmissionCall as cancelSubmissionWrite,
  rejectSubmissionCall,
  submitCollateralCall as submitCollateralWrite,
} from "@openpawn/chain/packages/submission-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import type { Address } from "viem";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { ContractCall } from "../../../wallet/send-transaction.ts";
import { SUBMISSION_DAYS } from "../utils/submission-amount.ts";

/**
 * PawnShop.createPackage of a package the API holds as a draft: the exact parameters the API will look for in
 * the transaction (the builder is the one its verification uses).
 */
export function createPackageCall(shop: Address, item: LoanPackage): { call: ContractCall } {
  return { call: { address: shop, ...createPackageWrite(item) } };
}

/** PawnShop.cancelPackage or reopenPackage of a published package. */
export function packageStatusCall(shop: Address, item: LoanPackage, functionName: "cancelPackage" | "reopenPackage"): { call: ContractCall } {
  const statusCall = functionName === "cancelPackage" ? cancelPackageCall : reopenPackageCall;
  return { call: { address: shop, ...statusCall(item.chainPackageId ?? 0) } };
}

/**
 * PawnShop.submitCollateral of an open collateral to a published package: the loan may start (now for Auto, at the
 * lender's answer for Semi-auto) only for at least `minAmount`, in base units of the package's loan token.
 */
export function submitCollateralCall(shop: Address, item: LoanPackage, collateralId: number, nowSeconds: number, minAmount: bigint): { call: ContractCall } {
  const expiresAt = BigInt(nowSeconds + SUBMISSION_DAYS * 24 * 3600);
  return { call: { address: shop, ...submitCollateralWrite(item.chainPackageId ?? 0, collateralId, { minAmount, expiresAt }) } };
}

/**
 * The lender's approval of the lending core for what a package may still lend: loans are paid from the lender's
 * wallet through this allowance (an Auto package without it leaves submissions waiting).
 */
export function fundPackageCall(core: Address, item: LoanPackage): { call: ContractCall } {
  return { call: { address: item.loanToken.address as Address, ...approveCall(core, BigInt(item.budgetLeft)) } };
}

/** PawnShop.acceptSubmission (for `amount`, which a Semi-auto package lends; Auto ignores it) or rejectSubmission. */
export function answerRequestCall(shop: Address, submissionId: number, answer: { accept: bigint } | "reject"): { call: ContractCall } {
  const call = answer === "reject" ? rejectSubmissionCall(submissionId) : acceptSubmissionCall(submissionId, answer.accept);
  return { call: { address: shop, ...call } };
}

/** PawnShop.cancelSubmission: the borrower takes back a submission still waiting for the lender. */
export const cancelSubmissionCall = (shop: Address, submissionId: number): { call: ContractCall } => ({
  call: { address: shop, ...cancelSubmissionWrite(submissionId) },
});
