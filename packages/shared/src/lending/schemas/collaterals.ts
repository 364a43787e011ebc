import { z } from "zod";
import { LENDING_API_MESSAGES } from "../messages.ts";
import { pageQuerySchema, sortQuerySchema } from "../../common/paged.ts";
import { baseUnitsSchema, durationTypeSchema, pawnIdSchema, tokenRefSchema, txHashSchema, walletFilterQuerySchema } from "../../common/pawn.ts";

const M = LENDING_API_MESSAGES;

export const COLLATERAL_STATUSES = ["OPEN", "CONTRACTED", "WITHDRAWN", "RETURNED", "LIQUIDATED"] as const;
export type CollateralStatusName = (typeof COLLATERAL_STATUSES)[number];
export const ASSET_KINDS = ["NATIVE", "ERC20", "ERC721", "ERC1155"] as const;

const search = z.string({ error: M.invalidSearch }).trim().max(100, M.invalidSearch).optional();

/** GET /collaterals and /collaterals/search: the market, page size 10 sorted by id descending (spec §9). */
export const collateralListQuerySchema = pageQuerySchema.extend({
  sort: sortQuerySchema(["id"], { field: "id", direction: "desc" }),
  status: z.enum(COLLATERAL_STATUSES, { error: M.invalidStatus(COLLATERAL_STATUSES) }).optional(),
  /** Token symbol (e.g. WBNB) of the collateral or of the wanted loan. */
  collateralSymbol: z.string().trim().max(20, M.invalidSymbol).optional(),
  loanSymbol: z.string().trim().max(20, M.invalidSymbol).optional(),
  /** Matches the borrower's wallet or a token symbol. */
  search,
});
export type CollateralListQuery = z.output<typeof collateralListQuerySchema>;

/** GET /account/collaterals: the caller's own, any status. */
export const accountCollateralQuerySchema = collateralListQuerySchema.extend(walletFilterQuerySchema.shape);

/** A collateral in escrow (spec §3 Collateral), amounts in base units. */
export const collateralItemSchema = z.object({
  id: z.number().int(),
  borrowerWalletAddress: z.string(),
  status: z.enum(COLLATERAL_STATUSES),
  kind: z.enum(ASSET_KINDS),
  collateral: tokenRefSchema,
  tokenId: z.string(),
  amount: baseUnitsSchema,
  loanToken: tokenRefSchema,
  durationQty: z.number().int(),
  durationType: durationTypeSchema,
  /** Offers still open on it. */
  openOffers: z.number().int(),
  /** The borrower's words for it (off-chain), null when none were given. */
  name: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  txnHash: z.string(),
});
export type CollateralItem = z.output<typeof collateralItemSchema>;

/** PUT my-contract/{id}/collaterals: the borrower added `amount` of the collateral's token in transaction `txnHash`. */
export const addCollateralBodySchema = z.object({
  symbol: z.string({ error: M.invalidSymbol }).trim().min(1, M.invalidSymbol).max(20, M.invalidSymbol),
  amount: baseUnitsSchema,
  txnHash: txHashSchema,
});

/** The off-chain words of a collateral, which only its borrower writes. */
const nameSchema = z.string({ error: M.invalidName }).trim().min(1, M.invalidName).max(100, M.invalidName);
const descriptionSchema = z.string({ error: M.invalidDescription }).trim().max(1000, M.invalidDescription);

/** PUT /account/collaterals/{id}: the collateral's name and description. */
export const collateralDetailsBodySchema = z.object({ name: nameSchema, description: descriptionSchema.default("") });

/** POST /account/collaterals: a collateral escrowed in transaction `txnHash` (`amount` of `symbol`), with its words. */
export const registerCollateralBodySchema = addCollateralBodySchema.extend({ name: nameSchema.optional(), description: descriptionSchema.optional() });

/** POST /account/collaterals/withdraw?id with body { txnHash }. */
export const withdrawCollateralQuerySchema = z.object({ id: pawnIdSchema });

/** What happened to a collateral, in the words of the NFT history entries (spec §3) where they fit. */
export const COLLATERAL_EVENTS = [
  "CREATE",
  "ADD_COLLATERAL",
  "WITHDRAW",
  "OFFER",
  "CANCEL_OFFER",
  "REJECT_OFFER",
  "SIGN_CONTRACT",
  "END_CONTRACT",
  "LIQUIDATE",
] as const;

/** GET /collaterals/{id}/history: one event, in chain order. */
export const collateralHistoryItemSchema = z.object({
  event: z.enum(COLLATERAL_EVENTS),
  /** Who acted: the borrower, or the lender (offers, and the collateral a liquidation gave them). */
  walletAddress: z.string().nullable(),
  offerId: z.number().int().nullable(),
  contractId: z.number().int().nullable(),
  /** What moved or was proposed: collateral escrowed, added, given back or liquidated; an offer's or contract's principal. */
  token: tokenRefSchema.nullable(),
  amount: baseUnitsSchema.nullable(),
  at: z.string(),
  txnHash: z.string(),
});
export type CollateralHistoryItem = z.output<typeof collateralHistoryItemSchema>;

export const SUBMISSION_STATUSES = ["PENDING", "ACCEPTED", "REJECTED", "CONTRACTED", "CANCELLED"] as const;

/** GET /account/collaterals/submit: a submission of one of the caller's collaterals to a loan package. */
export const submittedCollateralSchema = z.object({
  submissionId: z.number().int(),
  packageId: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  /** The least the borrower accepts, in the package's loan token, and until when the package may take it. */
  minAmount: baseUnitsSchema,
  expiresAt: z.string(),
  contractId: z.number().int().nullable(),
  collateral: collateralItemSchema,
});
export type SubmittedCollateral = z.output<typeof submittedCollateralSchema>;

/** GET /account/collaterals/submit and /collaterals/borrow-available-collateral: a page of the caller's, newest first. */
export const ownCollateralPageQuerySchema = pageQuerySchema.extend(walletFilterQuerySchema.shape);
