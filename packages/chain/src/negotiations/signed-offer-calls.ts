import type { Address, Hex } from "viem";
import type { ContractWrite, OnChainId } from "../contract-write.ts";
import { iSignedOffersAbi } from "../generated/abis.ts";
import { termsStruct, type LoanTerms } from "../lending/offer-calls.ts";

/** A lender's offer before it is signed: the terms on a collateral, a nonce naming it, and until when it holds. */
export interface SignedOfferDraft {
  lender: Address;
  collateralId: OnChainId;
  terms: LoanTerms;
  nonce: bigint;
  /** Unix seconds, by the chain's clock. */
  deadline: bigint | number;
}

/** The SignedOffer struct the lender's wallet signs and SignedOffers checks (signed-offer.ts has its EIP-712 types). */
export function signedOfferMessage(draft: SignedOfferDraft) {
  return {
    lender: draft.lender,
    collateralId: BigInt(draft.collateralId),
    terms: termsStruct(draft.terms),
    nonce: draft.nonce,
    deadline: BigInt(draft.deadline),
  };
}

/**
 * A signed offer as the API shows it (SignedOffer of @openpawn/shared): base units and nonce as decimal strings,
 * rates in the core's units, the deadline as an ISO date.
 */
export interface StoredSignedOffer {
  lenderWalletAddress: string;
  collateralId: number;
  amount: string;
  loanToken: { address: string };
  repaymentToken: { address: string };
  interestRate: number;
  liquidationThreshold: number;
  durationQty: number;
  durationType: number;
  repaymentCycleType: number;
  nonce: string;
  deadline: string;
  signature: string;
}

/** SignedOffers.acceptSignedOffer of a stored offer, with its signature: sent by the borrower. */
export function acceptSignedOfferCall(offer: StoredSignedOffer): ContractWrite<typeof iSignedOffersAbi, "acceptSignedOffer"> {
  const message = signedOfferMessage({
    lender: offer.lenderWalletAddress as Address,
    collateralId: offer.collateralId,
    terms: {
      amount: BigInt(offer.amount),
      loanToken: offer.loanToken.address as Address,
      repaymentToken: offer.repaymentToken.address as Address,
      interestRate: offer.interestRate,
      liquidationThreshold: offer.liquidationThreshold,
      durationQty: offer.durationQty,
      durationType: offer.durationType,
      cycleType: offer.repaymentCycleType,
    },
    nonce: BigInt(offer.nonce),
    deadline: Math.floor(new Date(offer.deadline).getTime() / 1000),
  });
  return { abi: iSignedOffersAbi, functionName: "acceptSignedOffer", args: [message, offer.signature as Hex] };
}

/** SignedOffers.cancelNonce: the lender voids the offer of this nonce. */
export const cancelNonceCall = (nonce: bigint): ContractWrite<typeof iSignedOffersAbi, "cancelNonce"> => ({
  abi: iSignedOffersAbi,
  functionName: "cancelNonce",
  args: [nonce],
});
