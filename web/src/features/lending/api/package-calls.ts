import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import type { Address } from "viem";
import { toContractRate, type LoanPackage } from "@openpawn/shared/schemas/pawn-packages";
import type { ContractCall } from "../../../wallet/send-transaction.ts";

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
