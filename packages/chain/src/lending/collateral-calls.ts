import type { Address } from "viem";
import type { ContractWrite, OnChainId } from "../contract-write.ts";
import { iPawnLendingAbi } from "../generated/abis.ts";

/** A collateral to escrow: a coin or ERC-20 amount (tokenId 0), or an NFT (its id; ERC-721 amount 1), and the loan asked for. */
export interface CollateralTerms {
  /** AssetKind. */
  kind: number;
  token: Address;
  tokenId?: bigint;
  amount: bigint;
  loanToken: Address;
  durationQty: number;
  /** 0 weeks, 1 months. */
  durationType: number;
}

/** The core's CollateralParams of a collateral. */
export function collateralParams(collateral: CollateralTerms) {
  return {
    kind: collateral.kind,
    token: collateral.token,
    tokenId: collateral.tokenId ?? 0n,
    amount: collateral.amount,
    loanToken: collateral.loanToken,
    durationQty: collateral.durationQty,
    durationUnit: collateral.durationType,
  };
}

/** PawnLending.createCollateral: escrows the collateral (payable: the native coin goes as the call's value). */
export const createCollateralCall = (collateral: CollateralTerms): ContractWrite<typeof iPawnLendingAbi, "createCollateral"> => ({
  abi: iPawnLendingAbi,
  functionName: "createCollateral",
  args: [collateralParams(collateral)],
});

/** PawnLending.withdrawCollateral: the borrower takes back a collateral no loan holds. */
export const withdrawCollateralCall = (collateralId: OnChainId): ContractWrite<typeof iPawnLendingAbi, "withdrawCollateral"> => ({
  abi: iPawnLendingAbi,
  functionName: "withdrawCollateral",
  args: [BigInt(collateralId)],
});

/** PawnLending.addCollateral: more of a loan's collateral token (payable: the native coin goes as the call's value). */
export const addCollateralCall = (loanId: OnChainId, amount: bigint): ContractWrite<typeof iPawnLendingAbi, "addCollateral"> => ({
  abi: iPawnLendingAbi,
  functionName: "addCollateral",
  args: [BigInt(loanId), amount],
});
