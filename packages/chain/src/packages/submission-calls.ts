import type { ContractWrite, OnChainId } from "../contract-write.ts";
import { iPawnShopAbi } from "../generated/abis.ts";
import { collateralParams, type CollateralTerms } from "../lending/collateral-calls.ts";

/** How long a submission waits for its answer, and the least loan it takes. */
export interface SubmissionTerms {
  /** In base units of the package's loan token: the loan starts (now for Auto, at the lender's answer for Semi-auto) only for at least this. */
  minAmount: bigint;
  /** Unix seconds. */
  expiresAt: bigint;
}

/** PawnShop.submitCollateral of an open collateral to a published package. */
export function submitCollateralCall(packageId: OnChainId, collateralId: OnChainId, terms: SubmissionTerms): ContractWrite<typeof iPawnShopAbi, "submitCollateral"> {
  return { abi: iPawnShopAbi, functionName: "submitCollateral", args: [BigInt(packageId), BigInt(collateralId), terms.minAmount, terms.expiresAt] };
}

/** PawnShop.createCollateralAndSubmit: escrows a collateral and submits it in one transaction (payable for the native coin). */
export function createCollateralAndSubmitCall(
  collateral: CollateralTerms,
  packageId: OnChainId,
  terms: SubmissionTerms,
): ContractWrite<typeof iPawnShopAbi, "createCollateralAndSubmit"> {
  return { abi: iPawnShopAbi, functionName: "createCollateralAndSubmit", args: [collateralParams(collateral), BigInt(packageId), terms.minAmount, terms.expiresAt] };
}

/** PawnShop.acceptSubmission, lending `amount` (what a Semi-auto package lends; Auto ignores it). */
export const acceptSubmissionCall = (submissionId: OnChainId, amount: bigint): ContractWrite<typeof iPawnShopAbi, "acceptSubmission"> => ({
  abi: iPawnShopAbi,
  functionName: "acceptSubmission",
  args: [BigInt(submissionId), amount],
});

/** PawnShop.rejectSubmission: the lender turns a submission down. */
export const rejectSubmissionCall = (submissionId: OnChainId): ContractWrite<typeof iPawnShopAbi, "rejectSubmission"> => ({
  abi: iPawnShopAbi,
  functionName: "rejectSubmission",
  args: [BigInt(submissionId)],
});

/** PawnShop.cancelSubmission: the borrower takes back a submission still waiting for the lender. */
export const cancelSubmissionCall = (submissionId: OnChainId): ContractWrite<typeof iPawnShopAbi, "cancelSubmission"> => ({
  abi: iPawnShopAbi,
  functionName: "cancelSubmission",
  args: [BigInt(submissionId)],
});
