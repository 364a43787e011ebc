import type { Paged } from "@openpawn/shared/common/paged";
import type { Negotiation, NegotiationThread } from "@openpawn/shared/negotiations/schemas/negotiations";
import type { SignedOffer } from "@openpawn/shared/negotiations/schemas/signed-offers";
import { pawnRequest } from "../../../lib/pawn-request.ts";
import { termsBody, type OfferTerms } from "../utils/offer-terms.ts";

/** Negotiation threads and signed offers (decisions 0022, 0027): only their two parties call these. */

export interface NegotiationListQuery {
  collateralId?: number;
  packageId?: number;
  side?: "BORROWER" | "LENDER";
  page?: number;
  size?: number;
}

/** A thread on a collateral: to a package or a lender when the caller owns it, as its lender otherwise. */
export const openNegotiation = (collateralId: number, terms: OfferTerms, to: { packageId?: number; pawnShopId?: number } = {}) =>
  pawnRequest<NegotiationThread>("/negotiations", { method: "POST", body: { ...termsBody(terms), collateralId, ...to } });
export const getNegotiations = (query: NegotiationListQuery) => pawnRequest<Paged<Negotiation>>("/negotiations", { query: { ...query } });
export const getNegotiation = (id: number) => pawnRequest<NegotiationThread>(`/negotiations/${id}`);
export const proposeTerms = (id: number, terms: OfferTerms) => pawnRequest<NegotiationThread>(`/negotiations/${id}/proposals`, { method: "POST", body: termsBody(terms) });
export const agreeToProposal = (id: number, entryId: number) => pawnRequest<NegotiationThread>(`/negotiations/${id}/agree`, { method: "PUT", body: { entryId } });
export const closeNegotiation = (id: number) => pawnRequest<NegotiationThread>(`/negotiations/${id}/close`, { method: "PUT" });

export interface SignedOfferBody extends ReturnType<typeof termsBody> {
  lender: string;
  collateralId: number;
  loanToken: string;
  nonce: string;
  deadline: number;
  signature: string;
  negotiationId?: number;
}
export const createSignedOffer = (body: SignedOfferBody) => pawnRequest<SignedOffer>("/signed-offers", { method: "POST", body });
export const getSignedOffers = (collateralId: number) => pawnRequest<SignedOffer[]>("/signed-offers", { query: { collateralId } });
export const reportSignedOffer = (id: number, action: "accept" | "cancel", txnHash: string) =>
  pawnRequest<SignedOffer>(`/signed-offers/${id}/${action}`, { method: "PUT", body: { txnHash } });
