import type { Deployment } from "@openpawn/chain/deployment";
import { acceptSignedOfferCall as acceptSignedOfferWrite, cancelNonceCall, signedOfferMessage, type SignedOfferDraft } from "@openpawn/chain/negotiations/signed-offer-calls";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import type { SignedOffer } from "@openpawn/shared/negotiations/schemas/signed-offers";
import type { Address } from "viem";
import type { ContractCall } from "../../../wallet/send-transaction.ts";

/**
 * Signed offers as the wallet signs and sends them (decision 0022). Pure: what to sign, and the SignedOffers calls
 * that accept an offer or cancel its nonce.
 */

export function signedOffersContract(deployment: Deployment): Address {
  const address = deployment.contracts.SignedOffers;
  if (!address) throw new Error("Signed offers are not deployed on this network");
  return address;
}

/** The EIP-712 typed data the lender's wallet signs. */
export function signedOfferTypedData(deployment: Deployment, draft: SignedOfferDraft) {
  return {
    domain: signedOfferDomain(deployment.chainId, signedOffersContract(deployment)),
    types: signedOfferTypes,
    primaryType: "SignedOffer" as const,
    message: signedOfferMessage(draft),
  };
}

/** A nonce no other offer of this lender uses: a random 64-bit number (it only names the offer for cancelling). */
export function freshNonce(): bigint {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (BigInt(words[0] ?? 0) << 32n) | BigInt(words[1] ?? 0);
}

/** acceptSignedOffer of a stored offer, with its signature: sent by the borrower. */
export const acceptSignedOfferCall = (deployment: Deployment, offer: SignedOffer): { call: ContractCall } => ({
  call: { address: signedOffersContract(deployment), ...acceptSignedOfferWrite(offer) },
});

/** cancelNonce of an offer: sent by its lender. */
export const cancelSignedOfferCall = (deployment: Deployment, offer: SignedOffer): { call: ContractCall } => ({
  call: { address: signedOffersContract(deployment), ...cancelNonceCall(BigInt(offer.nonce)) },
});
