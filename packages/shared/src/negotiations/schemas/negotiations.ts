import { z } from "zod";
import { LENDING_API_MESSAGES } from "../../lending/messages.ts";
import { NEGOTIATION_MESSAGES } from "../messages.ts";
import { pageQuerySchema } from "../../common/paged.ts";
import { pawnIdSchema, tokenRefSchema } from "../../common/pawn.ts";
import { offerTermsShape, signedOfferSchema } from "./signed-offers.ts";

const M = NEGOTIATION_MESSAGES;

const messageSchema = z.string().trim().max(1000, LENDING_API_MESSAGES.invalidMessage).default("");

/** Terms and a message: what every proposal carries. */
export const proposalBodySchema = z.object({ ...offerTermsShape, message: messageSchema });
export type ProposalBody = z.output<typeof proposalBodySchema>;

/**
 * POST /negotiations: a thread on an open collateral with its first proposal. The collateral's owner sends it to a
 * NEGOTIATION package (`packageId`) or to a lender (`pawnShopId`); anyone else opens it as the lender.
 */
export const openNegotiationBodySchema = proposalBodySchema.extend({
  collateralId: pawnIdSchema,
  packageId: pawnIdSchema.optional(),
  pawnShopId: pawnIdSchema.optional(),
});
export type OpenNegotiationBody = z.output<typeof openNegotiationBodySchema>;

/** PUT /negotiations/{id}/agree: the proposal agreed to, which must still be the thread's last one. */
export const agreeBodySchema = z.object({ entryId: pawnIdSchema });

export const NEGOTIATION_SIDES = ["BORROWER", "LENDER"] as const;
/** CONTRACTED: its signed offer started the loan; VOID: the collateral no longer takes offers. */
export const NEGOTIATION_STATUSES = ["OPEN", "AGREED", "CLOSED", "CONTRACTED", "VOID"] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

export const NEGOTIATION_ENTRY_KINDS = ["PROPOSAL", "AGREEMENT", "SIGNED_OFFER", "CLOSURE"] as const;

/** GET /negotiations: the caller's threads, as borrower or lender, the last changed first. */
export const negotiationListQuerySchema = pageQuerySchema.extend({
  collateralId: pawnIdSchema.optional(),
  /** The requests one NEGOTIATION package received. */
  packageId: pawnIdSchema.optional(),
  side: z.enum(NEGOTIATION_SIDES, { error: M.invalidSide }).optional(),
});

export const proposalTermsSchema = z.object({
  amount: z.string(),
  repaymentToken: tokenRefSchema,
  interestRate: z.number().int(),
  liquidationThreshold: z.number().int(),
  durationQty: z.number().int(),
  durationType: z.union([z.literal(0), z.literal(1)]),
  repaymentCycleType: z.union([z.literal(0), z.literal(1)]),
});
export type ProposalTerms = z.infer<typeof proposalTermsSchema>;

export const negotiationEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(NEGOTIATION_ENTRY_KINDS),
  side: z.enum(NEGOTIATION_SIDES),
  /** A proposal's terms (null for the other kinds). */
  terms: proposalTermsSchema.nullable(),
  signedOfferId: z.number().int().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type NegotiationEntry = z.infer<typeof negotiationEntrySchema>;

const partySchema = z.object({ userId: z.number().int(), name: z.string(), pawnShopId: z.number().int().nullable() });

/** A thread as its two parties see it (nobody else does). */
export const negotiationSchema = z.object({
  id: z.number().int(),
  collateralId: z.number().int(),
  loanToken: tokenRefSchema,
  borrower: partySchema,
  lender: partySchema,
  package: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  openedBy: z.enum(NEGOTIATION_SIDES),
  /** The caller's side. */
  side: z.enum(NEGOTIATION_SIDES),
  status: z.enum(NEGOTIATION_STATUSES),
  /** The proposal both agreed to, once AGREED. */
  agreedTerms: proposalTermsSchema.nullable(),
  /** The last proposal, whoever made it. */
  lastProposal: negotiationEntrySchema.nullable(),
  /** The lender's latest offer signing the agreed terms. */
  signedOffer: signedOfferSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Negotiation = z.infer<typeof negotiationSchema>;

export const negotiationThreadSchema = negotiationSchema.extend({ entries: z.array(negotiationEntrySchema) });
export type NegotiationThread = z.infer<typeof negotiationThreadSchema>;
