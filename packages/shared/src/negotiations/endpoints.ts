import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { pagedSchema } from "../common/paged.ts";
import { pawnIdParamsSchema } from "../common/pawn.ts";
import {
  agreeBodySchema,
  negotiationListQuerySchema,
  negotiationSchema,
  negotiationThreadSchema,
  openNegotiationBodySchema,
  proposalBodySchema,
} from "./schemas/negotiations.ts";
import { packageOfferBodySchema, reportedSignedOfferSchema, signedOfferBodySchema, signedOfferListQuerySchema, signedOfferSchema } from "./schemas/signed-offers.ts";

/** Negotiation threads and signed offers (decisions 0023, 0027): only their two parties call these. */
export const NEGOTIATIONS_ENDPOINTS = {
  /** A thread on a collateral: to a package or a lender when the caller owns it, as its lender otherwise. */
  open: endpoint({ method: "POST", path: "/pawn/negotiations", body: openNegotiationBodySchema, answer: negotiationThreadSchema }),
  list: endpoint({ method: "GET", path: "/pawn/negotiations", query: negotiationListQuerySchema, answer: pagedSchema(negotiationSchema) }),
  thread: endpoint({ method: "GET", path: "/pawn/negotiations/:id", params: pawnIdParamsSchema, answer: negotiationThreadSchema }),
  propose: endpoint({ method: "POST", path: "/pawn/negotiations/:id/proposals", params: pawnIdParamsSchema, body: proposalBodySchema, answer: negotiationThreadSchema }),
  agree: endpoint({ method: "PUT", path: "/pawn/negotiations/:id/agree", params: pawnIdParamsSchema, body: agreeBodySchema, answer: negotiationThreadSchema }),
  close: endpoint({ method: "PUT", path: "/pawn/negotiations/:id/close", params: pawnIdParamsSchema, answer: negotiationThreadSchema }),

  createSignedOffer: endpoint({ method: "POST", path: "/pawn/signed-offers", body: signedOfferBodySchema, answer: signedOfferSchema }),
  signedOffers: endpoint({ method: "GET", path: "/pawn/signed-offers", query: signedOfferListQuerySchema, answer: z.array(signedOfferSchema) }),
  signedOffer: endpoint({ method: "GET", path: "/pawn/signed-offers/:id", params: pawnIdParamsSchema, answer: signedOfferSchema }),
  acceptSignedOffer: endpoint({ method: "PUT", path: "/pawn/signed-offers/:id/accept", params: pawnIdParamsSchema, body: reportedSignedOfferSchema, answer: signedOfferSchema }),
  cancelSignedOffer: endpoint({ method: "PUT", path: "/pawn/signed-offers/:id/cancel", params: pawnIdParamsSchema, body: reportedSignedOfferSchema, answer: signedOfferSchema }),
  /** A NEGOTIATION package's offer: its lender's signed offer of terms agreed in one of the package's threads. */
  packageOffer: endpoint({ method: "POST", path: "/pawn/pawn-shop-package/:id/createOffer", params: pawnIdParamsSchema, body: packageOfferBodySchema, answer: signedOfferSchema }),
};
