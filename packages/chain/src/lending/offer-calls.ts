import type { Address } from "viem";
import type { ContractWrite, OnChainId } from "../contract-write.ts";
import { iPawnLendingAbi } from "../generated/abis.ts";

/** Terms a lender offers on a collateral, in the core's units: rates in percent × LENDING_RATE_ZOOM, durations in units. */
export interface LoanTerms {
  amount: bigint;
  loanToken: Address;
  repaymentToken: Address;
  interestRate: number;
  liquidationThreshold: number;
  durationQty: number;
  /** 0 weeks, 1 months; the same for the repayment cycle. */
  durationType: number;
  cycleType: number;
}

/** The contracts' Terms struct (ILendingTypes / ISignedOffers.Terms), in their field names. */
export function termsStruct(terms: LoanTerms) {
  return {
    amount: terms.amount,
    loanToken: terms.loanToken,
    interestRate: terms.interestRate,
    liquidationThreshold: terms.liquidationThreshold,
    durationQty: terms.durationQty,
    durationUnit: terms.durationType,
    cycleUnit: terms.cycleType,
    repaymentToken: terms.repaymentToken,
  };
}

/** PawnLending.createOffer on a collateral: the lender's funds move when the borrower accepts. */
export const createOfferCall = (collateralId: OnChainId, terms: LoanTerms): ContractWrite<typeof iPawnLendingAbi, "createOffer"> => ({
  abi: iPawnLendingAbi,
  functionName: "createOffer",
  args: [BigInt(collateralId), termsStruct(terms)],
});

/** PawnLending.acceptOffer: the borrower accepts, and the loan (whose id is the offer's) starts. */
export const acceptOfferCall = (offerId: OnChainId): ContractWrite<typeof iPawnLendingAbi, "acceptOffer"> => ({
  abi: iPawnLendingAbi,
  functionName: "acceptOffer",
  args: [BigInt(offerId)],
});

/** PawnLending.rejectOffer: the borrower turns an offer down. */
export const rejectOfferCall = (offerId: OnChainId): ContractWrite<typeof iPawnLendingAbi, "rejectOffer"> => ({
  abi: iPawnLendingAbi,
  functionName: "rejectOffer",
  args: [BigInt(offerId)],
});

/** PawnLending.cancelOffer: the lender takes an offer back. */
export const cancelOfferCall = (offerId: OnChainId): ContractWrite<typeof iPawnLendingAbi, "cancelOffer"> => ({
  abi: iPawnLendingAbi,
  functionName: "cancelOffer",
  args: [BigInt(offerId)],
});
