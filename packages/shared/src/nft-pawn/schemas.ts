import { z } from "zod";
import { LENDING_API_MESSAGES } from "../lending/messages.ts";
import { NFT_MARKET_MESSAGES } from "../nft-market/messages.ts";
import { collateralItemSchema, collateralListQuerySchema, submittedCollateralSchema } from "../lending/schemas/collaterals.ts";
import { baseUnitsSchema, txHashSchema, walletFilterQuerySchema } from "../common/pawn.ts";
import { nftAddressSchema, nftItemSchema, nftPageQuerySchema, optionalNftAddressSchema, tokenIdSchema } from "../nft-market/schemas.ts";

/** NFTs as collateral: the NFT calls of the pawn service (/api/pawn). */

const M = NFT_MARKET_MESSAGES;

/** GET /api/pawn/collaterals/nfts/asset-types: spec §3 Asset type, for NFT collateral the collection kinds. */
export const nftAssetTypeSchema = z.object({ id: z.number().int(), name: z.string(), iconUrl: z.string().nullable() });

/** Asset type ids of NFT collateral: the collection kinds (CollectionKind / AssetKind order: 1 ERC-721, 2 ERC-1155). */
export const NFT_ASSET_TYPES = [
  { id: 1, name: "ERC-721", kind: "ERC721" },
  { id: 2, name: "ERC-1155", kind: "ERC1155" },
] as const;
const assetTypeId = z.coerce.number({ error: M.invalidAssetType }).pipe(z.union([z.literal(1), z.literal(2)], { error: M.invalidAssetType }));

/** GET /collaterals/nfts: NFT collateral, page size 12 (spec §9), the market's filters plus an asset type. */
export const nftCollateralListQuerySchema = collateralListQuerySchema.extend({
  size: nftPageQuerySchema.shape.size,
  assetTypeId: assetTypeId.optional(),
  collection: optionalNftAddressSchema,
});
export type NftCollateralListQuery = z.output<typeof nftCollateralListQuerySchema>;
/** GET /account/collaterals/nfts: the caller's own. */
export const accountNftCollateralQuerySchema = nftCollateralListQuerySchema.extend(walletFilterQuerySchema.shape);

/** An NFT collateral: the collateral, and the NFT as the index knows it (null: its collection is not indexed). */
export const nftCollateralItemSchema = collateralItemSchema.extend({ nft: nftItemSchema.nullable() });
export type NftCollateralItem = z.output<typeof nftCollateralItemSchema>;
/** GET /loan-requests/nft: a request with NFT collateral that the caller's packages received. */
export const nftLoanRequestItemSchema = submittedCollateralSchema.extend({ nft: nftItemSchema.nullable() });

/** POST /collaterals/nfts (and /account/collaterals/nfts): an NFT escrowed in transaction `txnHash`, with its words. */
export const registerNftCollateralBodySchema = z.object({
  collection: nftAddressSchema,
  tokenId: tokenIdSchema,
  /** ERC-1155: how many; ERC-721: 1 (the default). */
  amount: baseUnitsSchema.default("1"),
  txnHash: txHashSchema,
  name: z.string({ error: LENDING_API_MESSAGES.invalidName }).trim().min(1, LENDING_API_MESSAGES.invalidName).max(100, LENDING_API_MESSAGES.invalidName).optional(),
  description: z.string({ error: LENDING_API_MESSAGES.invalidDescription }).trim().max(1000, LENDING_API_MESSAGES.invalidDescription).optional(),
});
