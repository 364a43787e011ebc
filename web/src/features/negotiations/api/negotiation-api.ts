import type { EndpointInput } from "@openpawn/shared/common/endpoint";
import { NEGOTIATIONS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/negotiations/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";
import { termsBody, type OfferTerms } from "../../../lib/offer-terms.ts";

/** Negotiation threads and signed offers (decisions 0022, 0027): only their two parties call these. */

export type NegotiationListQuery = NonNullable<EndpointInput<typeof ENDPOINTS.list>["query"]>;

/** A thread on a collateral: to a package or a lender when the caller owns it, as its lender otherwise. */
export const openNegotiation = (collateralId: number, terms: OfferTerms, to: { packageId?: number; pawnShopId?: number } = {}) =>
  callEndpoint(ENDPOINTS.open, { body: { ...termsBody(terms), collateralId, ...to } });
export const getNegotiations = (query: NegotiationListQuery) => callEndpoint(ENDPOINTS.list, { query });
export const getNegotiation = (id: number) => callEndpoint(ENDPOINTS.thread, { params: { id } });
export const proposeTerms = (id: number, terms: OfferTerms) => callEndpoint(ENDPOINTS.propose, { params: { id }, body: termsBody(terms) });
export const agreeToProposal = (id: number, entryId: number) => callEndpoint(ENDPOINTS.agree, { params: { id }, body: { entryId } });
export const closeNegotiation = (id: number) => callEndpoint(ENDPOINTS.close, { params: { id } });

export type SignedOfferBody = EndpointInput<typeof ENDPOINTS.createSignedOffer>["body"];
export const createSignedOffer = (body: SignedOfferBody) => callEndpoint(ENDPOINTS.createSignedOffer, { body });
export const getSignedOffers = (collateralId: number) => callEndpoint(ENDPOINTS.signedOffers, { query: { collateralId } });
export const reportSignedOffer = (id: number, action: "accept" | "cancel", txnHash: string) =>
  callEndpoint(action === "accept" ? ENDPOINTS.acceptSignedOffer : ENDPOINTS.cancelSignedOffer, { params: { id }, body: { txnHash } });
