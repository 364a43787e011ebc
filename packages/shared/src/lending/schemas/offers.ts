import { z } from "zod";
import { LENDING_API_MESSAGES } from "../messages.ts";
import { pageQuerySchema, sortQuerySchema } from "../../common/paged.ts";
import { baseUnitsSchema, loanTermsShape, pawnIdSchema, txHashSchema, walletFilterQuerySchema } from "../../common/pawn.ts";

const M = LENDING_API_MESSAGES;

/** VOID: open on chain, but its collateral is no longer open, so it can never be accepted (decision 0013). */
export const OFFER_STATUSES = ["OPEN", "CANCELLED", "REJECTED", "ACCEPTED", "VOID"] as const;
export type OfferStatusName = (typeof OFFER_STATUSES)[number];

/** GET /loan-crypto-offer: offers, newest first, on one collateral or all. */
export const offerListQuerySchema = pageQuerySchema.extend({
  sort: sortQuerySchema(["id"], { field: "id", direction: "desc" }),
  collateralId: pawnIdSchema.optional(),
  status: z.enum(OFFER_STATUSES, { error: M.invalidStatus(OFFER_STATUSES) }).optional(),
});

/** GET /account/loan-crypto-offer: offers the caller made, or received on their collaterals (`received=true`). */
export const accountOfferQuerySchema = offerListQuerySchema.extend({
  ...walletFilterQuerySchema.shape,
  received: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
});

/** PUT crypto-offer/{id}/rejectOffer/{id2}: the collateral and the offer turned down. */
export const rejectOfferParamsSchema = z.object({ id: pawnIdSchema, id2: pawnIdSchema });

export const offerItemSchema = z.object({
  id: z.number().int(),
  collateralId: z.number().int(),
  lenderWalletAddress: z.string(),
  status: z.enum(OFFER_STATUSES),
  amount: baseUnitsSchema,
  ...loanTermsShape,
  /** The lender's message to the borrower (off-chain), null when none was given. */
  message: z.string().nullable(),
  createdAt: z.string(),
  txnHash: z.string(),
});
export type OfferItem = z.output<typeof offerItemSchema>;

/** GET /crypto-offer/{id}: one offer for one of its two parties (its lender, its collateral's borrower), and which one the caller is. */
export const offerDetailSchema = offerItemSchema.extend({ side: z.enum(["LENDER", "BORROWER"]) });
export type OfferDetail = z.output<typeof offerDetailSchema>;

const messageSchema = z.string({ error: M.invalidMessage }).trim().max(1000, M.invalidMessage);

/** POST /account/loan-crypto-offer: an offer the caller made on chain in `txnHash`, with a message for the borrower. */
export const registerOfferBodySchema = z.object({ txnHash: txHashSchema, message: messageSchema.optional() });
export type RegisterOfferBody = z.output<typeof registerOfferBodySchema>;

/** PUT /account/loan-crypto-offer/{id}: the lender rewrites the offer's message. */
export const offerMessageBodySchema = z.object({ message: messageSchema });
