import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import type { Address } from "viem";
import { toContractRate, type LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { ContractCall } from "../../../wallet/send-transaction.ts";
import { loadWallet } from "../../../wallet/wallet-loader.ts";
import { SUBMISSION_DAYS } from "../utils/submission-amount.ts";

/**
 * PawnShop.createPackage of a package the API holds as a draft: the exact parameters the API will look for in
 * the transaction (amounts in base units, rates and LTV in contract units, cycles following the duration unit).
 */
export function createPackageCall(shop: Address, item: LoanPackage): { call: ContractCall } {
  const params = {
    packageType: item.type,
    loanToken: item.loanToken.address as Address,
    minAmount: BigInt(item.loanAmountMin),
    maxAmount: BigInt(item.loanAmountMax),
    repaymentToken: item.repaymentToken.address as Address,
    interestRate: toContractRate(item.interestRate ?? 0),
    minDuration: item.durationFrom,
    maxDuration: item.durationTo,
    durationUnit: item.durationType,
    cycleUnit: item.durationType,
    ltv: toContractRate(item.loanToValue),
    liquidationThreshold: toContractRate(item.ltvLiquidationThreshold),
    collaterals: item.collateralAcceptance.map((token) => token.address as Address),
    budget: BigInt(item.budget),
  };
  return { call: { address: shop, abi: iPawnShopAbi, functionName: "createPackage", args: [params] } };
}

/** PawnShop.cancelPackage or reopenPackage of a published package. */
export function packageStatusCall(shop: Address, item: LoanPackage, functionName: "cancelPackage" | "reopenPackage"): { call: ContractCall } {
  return { call: { address: shop, abi: iPawnShopAbi, functionName, args: [BigInt(item.chainPackageId ?? 0)] } };
}

/**
 * PawnShop.submitCollateral of an open collateral to a published package: the loan may start (now for Auto, at the
 * lender's answer for Semi-auto) only for at least `minAmount`, in base units of the package's loan token.
 */
export function submitCollateralCall(shop: Address, item: LoanPackage, collateralId: number, nowSeconds: number, minAmount: bigint): { call: ContractCall } {
  const expiresAt = BigInt(nowSeconds + SUBMISSION_DAYS * 24 * 3600);
  return { call: { address: shop, abi: iPawnShopAbi, functionName: "submitCollateral", args: [BigInt(item.chainPackageId ?? 0), BigInt(collateralId), minAmount, expiresAt] } };
}

/**
 * PawnShop.loanLimit: the most a package lends on a fungible collateral at oracle prices now (collateral × LTV),
 * before its largest loan caps it. A read: no wallet needs to be connected.
 */
export async function readLoanLimit(shop: Address, item: LoanPackage, collateralId: number): Promise<bigint> {
  const config = (await loadWallet()).wagmiConfig;
  const { readContract } = await import("wagmi/actions");
  return readContract(config, { address: shop, abi: iPawnShopAbi, functionName: "loanLimit", args: [BigInt(item.chainPackageId ?? 0), BigInt(collateralId)] });
}

/**
 * The lender's approval of the lending core for what a package may still lend: loans are paid from the lender's
 * wallet through this allowance (an Auto package without it leaves submissions waiting).
 */
export function fundPackageCall(core: Address, item: LoanPackage): { call: ContractCall } {
  return { call: { address: item.loanToken.address as Address, abi: APPROVE_ABI, functionName: "approve", args: [core, BigInt(item.budgetLeft)] } };
}

const APPROVE_ABI = [
  {
    type: "function",
    name: "approve",
    stateMutability: "nonpayable",
    inputs: [
      { name: "spender", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [{ type: "bool" }],
  },
] as const;

/** PawnShop.acceptSubmission (for `amount`, which a Semi-auto package lends; Auto ignores it) or rejectSubmission. */
export function answerRequestCall(shop: Address, submissionId: number, answer: { accept: bigint } | "reject"): { call: ContractCall } {
  return answer === "reject"
    ? { call: { address: shop, abi: iPawnShopAbi, functionName: "rejectSubmission", args: [BigInt(submissionId)] } }
    : { call: { address: shop, abi: iPawnShopAbi, functionName: "acceptSubmission", args: [BigInt(submissionId), answer.accept] } };
}

/** PawnShop.cancelSubmission: the borrower takes back a submission still waiting for the lender. */
export const cancelSubmissionCall = (shop: Address, submissionId: number): { call: ContractCall } => ({
  call: { address: shop, abi: iPawnShopAbi, functionName: "cancelSubmission", args: [BigInt(submissionId)] },
});
