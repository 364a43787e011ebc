import { z } from "zod";
import { LENDING_API_MESSAGES } from "../../lending/messages.ts";
import { SIGNED_OFFER_MESSAGES } from "../messages.ts";
import { baseUnitsSchema, durationTypeSchema, loanTermsShape, pawnIdSchema, txHashSchema } from "../../common/pawn.ts";
import { walletAddressSchema } from "../../common/identifiers.ts";

const M = SIGNED_OFFER_MESSAGES;

const addressSchema = z.string({ error: LENDING_API_MESSAGES.invalidToken }).regex(/^0x[0-9a-fA-F]{40}$/, LENDING_API_MESSAGES.invalidToken);

/**
 * Terms a lender can put in an offer, in the core's units (rates in percent × LENDING_RATE_ZOOM, durations in
 * units); the loan token is the collateral's. Shared by signed offers and negotiation proposals.
 */
export const offerTermsShape = {
  amount: baseUnitsSchema,
  repaymentToken: addressSchema,
  interestRate: z.number({ error: M.invalidTerms }).int(M.invalidTerms).positive(M.invalidTerms).max(100_000_000, M.invalidTerms),
  liquidationThreshold: z.number({ error: M.invalidTerms }).int(M.invalidTerms).min(0, M.invalidTerms).max(10_000_000, M.invalidTerms),
  durationQty: z.number({ error: M.invalidTerms }).int(M.invalidTerms).min(1, M.invalidTerms).max(260, M.invalidTerms),
  durationType: durationTypeSchema,
  repaymentCycleType: durationTypeSchema,
};

/**
 * POST /signed-offers: an offer exactly as its lender signed it (ISignedOffers.SignedOffer: rates in percent ×
 * LENDING_RATE_ZOOM, durations in units), the signature, and a message for the borrower.
 */
export const signedOfferBodySchema = z.object({
  lender: walletAddressSchema,
  collateralId: pawnIdSchema,
  loanToken: addressSchema,
  ...offerTermsShape,
  nonce: z.string({ error: M.invalidNonce }).regex(/^\d{1,78}$/, M.invalidNonce),
  /** Unix seconds. */
  deadline: z.number({ error: M.invalidDeadline }).int(M.invalidDeadline).positive(M.invalidDeadline),
  signature: z.string({ error: M.invalidSignature }).regex(/^0x[0-9a-fA-F]{2,8192}$/, M.invalidSignature),
  message: z.string().trim().max(1000, LENDING_API_MESSAGES.invalidMessage).default(""),
  /** The negotiation whose agreed terms this offer signs (decision 0027). */
  negotiationId: pawnIdSchema.optional(),
});
export type SignedOfferBody = z.output<typeof signedOfferBodySchema>;

/** POST /pawn-shop-package/{id}/createOffer: a signed offer of the terms agreed in one of the package's threads. */
export const packageOfferBodySchema = signedOfferBodySchema.extend({ negotiationId: pawnIdSchema });

export const SIGNED_OFFER_STATUSES = ["OPEN", "ACCEPTED", "CANCELLED", "EXPIRED", "VOID"] as const;

/** A signed offer as its two parties see it: the terms, the signature to accept it with, and where it stands. */
export const signedOfferSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  collateralId: z.number().int(),
  lenderWalletAddress: z.string(),
  amount: z.string(),
  ...loanTermsShape,
  nonce: z.string(),
  deadline: z.string(),
  signature: z.string(),
  message: z.string(),
  status: z.enum(SIGNED_OFFER_STATUSES),
  /** The loan it started, once accepted. */
  loanId: z.number().int().nullable(),
  negotiationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SignedOffer = z.infer<typeof signedOfferSchema>;

export const signedOfferListQuerySchema = z.object({ collateralId: pawnIdSchema });
export const reportedSignedOfferSchema = z.object({ txnHash: txHashSchema });
