import { iSignedOffersAbi } from "@openpawn/chain/generated/abis";
import type { Deployment } from "@openpawn/chain/deployment";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import type { SignedOffer } from "@openpawn/shared/negotiations/schemas/signed-offers";
import type { Address, Hex } from "viem";
import type { ContractCall } from "../../../wallet/send-transaction.ts";
import type { OfferTerms } from "../utils/offer-terms.ts";

/**
 * Signed offers as the wallet signs and sends them (decision 0022). Pure: what to sign, and the SignedOffers calls
 * that accept an offer or cancel its nonce.
 */

export function signedOffersContract(deployment: Deployment): Address {
  const address = deployment.contracts.SignedOffers;
  if (!address) throw new Error("Signed offers are not deployed on this network");
  return address;
}

export interface SignedOfferDraft {
  lender: Address;
  collateralId: number;
  loanToken: Address;
  terms: OfferTerms;
  nonce: bigint;
  /** Unix seconds, by the chain's clock. */
  deadline: number;
}

/** The struct SignedOffers hashes, in its own field names. */
function structOf(draft: SignedOfferDraft) {
  const { terms } = draft;
  return {
    lender: draft.lender,
    collateralId: BigInt(draft.collateralId),
    terms: {
      amount: terms.amount,
      loanToken: draft.loanToken,
      interestRate: terms.interestRate,
      liquidationThreshold: terms.liquidationThreshold,
      durationQty: terms.durationQty,
      durationUnit: terms.durationType,
      cycleUnit: terms.cycleType,
      repaymentToken: terms.repaymentToken,
    },
    nonce: draft.nonce,
    deadline: BigInt(draft.deadline),
  };
}

/** The EIP-712 typed data the lender's wallet signs. */
export function signedOfferTypedData(deployment: Deployment, draft: SignedOfferDraft) {
  return {
    domain: signedOfferDomain(deployment.chainId, signedOffersContract(deployment)),
    types: signedOfferTypes,
    primaryType: "SignedOffer" as const,
    message: structOf(draft),
  };
}

/** A nonce no other offer of this lender uses: a random 64-bit number (it only names the offer for cancelling). */
export function freshNonce(): bigint {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (BigInt(words[0] ?? 0) << 32n) | BigInt(words[1] ?? 0);
}

/** acceptSignedOffer of a stored offer, with its signature: sent by the borrower. */
export function acceptSignedOfferCall(deployment: Deployment, offer: SignedOffer): { call: ContractCall } {
  const draft: SignedOfferDraft = {
    lender: offer.lenderWalletAddress as Address,
    collateralId: offer.collateralId,
    loanToken: offer.loanToken.address as Address,
    terms: {
      amount: BigInt(offer.amount),
      repaymentToken: offer.repaymentToken.address as Address,
      interestRate: offer.interestRate,
      liquidationThreshold: offer.liquidationThreshold,
      durationQty: offer.durationQty,
      durationType: offer.durationType,
      cycleType: offer.repaymentCycleType,
      message: offer.message,
    },
    nonce: BigInt(offer.nonce),
    deadline: Math.floor(new Date(offer.deadline).getTime() / 1000),
  };
  const call = { address: signedOffersContract(deployment), abi: iSignedOffersAbi, functionName: "acceptSignedOffer", args: [structOf(draft), offer.signature as Hex] };
  return { call };
}

/** cancelNonce of an offer: sent by its lender. */
export const cancelSignedOfferCall = (deployment: Deployment, offer: SignedOffer): { call: ContractCall } => ({
  call: { address: signedOffersContract(deployment), abi: iSignedOffersAbi, functionName: "cancelNonce", args: [BigInt(offer.nonce)] },
});
