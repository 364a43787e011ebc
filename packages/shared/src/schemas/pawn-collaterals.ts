import { z } from "zod";
import { MESSAGES } from "../messages.ts";
import { pageQuerySchema, sortQuerySchema } from "./paged.ts";
import { baseUnitsSchema, durationTypeSchema, tokenRefSchema, txHashSchema, walletFilterQuerySchema } from "./pawn-common.ts";

const M = MESSAGES.pawn;

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
