import type { Address } from "viem";
import type { ContractWrite, OnChainId } from "../contract-write.ts";
import { iPawnShopAbi } from "../generated/abis.ts";
import { toContractRate } from "../lending/contract-rate.ts";

/**
 * What PawnShop.createPackage takes of a loan package as the API shows it (LoanPackage of @openpawn/shared, which
 * this package cannot import: shared depends on it): amounts in base units, rates and LTV in percent.
 */
export interface PackageTerms {
  type: number;
  loanToken: { address: string };
  repaymentToken: { address: string };
  loanAmountMin: string;
  loanAmountMax: string;
  budget: string;
  collateralAcceptance: readonly { address: string }[];
  /** Null for a Negotiation package, which never goes on chain. */
  interestRate: number | null;
  durationFrom: number;
  durationTo: number;
  durationType: number;
  loanToValue: number;
  ltvLiquidationThreshold: number;
}

/** PawnShop.createPackage of a package: rates and LTV in contract units, repayment cycles following the duration unit. */
export function createPackageCall(item: PackageTerms): ContractWrite<typeof iPawnShopAbi, "createPackage"> {
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
  return { abi: iPawnShopAbi, functionName: "createPackage", args: [params] };
}

/** PawnShop.cancelPackage: a published package takes no more submissions. */
export const cancelPackageCall = (packageId: OnChainId): ContractWrite<typeof iPawnShopAbi, "cancelPackage"> => ({
  abi: iPawnShopAbi,
  functionName: "cancelPackage",
  args: [BigInt(packageId)],
});

/** PawnShop.reopenPackage: a cancelled package takes submissions again. */
export const reopenPackageCall = (packageId: OnChainId): ContractWrite<typeof iPawnShopAbi, "reopenPackage"> => ({
  abi: iPawnShopAbi,
  functionName: "reopenPackage",
  args: [BigInt(packageId)],
});
