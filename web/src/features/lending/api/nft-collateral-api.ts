import { NFT_MARKET_ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";
import type { CollectionItem } from "@openpawn/shared/nft-market/schemas";
import type { NftCollateralItem } from "@openpawn/shared/nft-pawn/schemas";
import type { Paged } from "@openpawn/shared/common/paged";
import { callEndpoint } from "../../../lib/endpoint-call.ts";
import { pawnRequest } from "../../../lib/pawn-request.ts";

/**
 * NFT collateral (issue 11): the pawn service's NFT calls (the market of NFT collateral, its filters, the report of
 * an escrowed NFT and of its withdrawal) and the NFT index's reads a collateral page needs (the NFT, its holders).
 */

const publicCall = { auth: false } as const;

export interface NftCollateralQuery {
  page?: number;
  size?: number;
  status?: NftCollateralItem["status"];
  loanSymbol?: string;
  /** A collection's address. */
  collection?: string;
  /** 1 ERC-721, 2 ERC-1155 (GET /collaterals/nfts/asset-types). */
  assetTypeId?: number;
  search?: string;
}

export interface NftAssetType {
  id: number;
  name: string;
  iconUrl: string | null;
}

export const getNftCollaterals = (query: NftCollateralQuery) => pawnRequest<Paged<NftCollateralItem>>("/collaterals/nfts", { ...publicCall, query: { ...query } });
export const getNftAssetTypes = () => pawnRequest<NftAssetType[]>("/collaterals/nfts/asset-types", publicCall);
/** Collections NFT collateral may come from: the factory's, and those the Hub whitelists. */
export const getCollateralCollections = (query: { search?: string; page?: number; size?: number }) =>
  pawnRequest<Paged<CollectionItem>>("/collaterals/collections", { ...publicCall, query });

/** POST /collaterals/nfts: the NFT escrowed in `txnHash`, verified on chain by the API, with the borrower's words. */
export const registerNftCollateral = (body: { collection: string; tokenId: string; amount: string; txnHash: string; name?: string; description?: string }) =>
  pawnRequest<NftCollateralItem>("/collaterals/nfts", { method: "POST", body });
export const reportNftWithdrawal = (id: number, txnHash: string) =>
  pawnRequest<NftCollateralItem>("/collaterals/nfts/withdraw", { method: "POST", query: { id }, body: { txnHash } });

/** An NFT by the index's id (the NFT pages' id), or by its collection and token id (a collateral's). */
export const getNftDetail = (id: number) => callEndpoint(NFT_MARKET_ENDPOINTS.detail, { ...publicCall, query: { id } });
export const findNftDetail = (collection: string, tokenId: string) => callEndpoint(NFT_MARKET_ENDPOINTS.detail, { ...publicCall, query: { collection, tokenId } });
/** What `walletAddress` holds of the NFT (on sale, auction or pawn it still counts as its seller's or borrower's). */
export const getNftHolding = (id: number, walletAddress: string) =>
  callEndpoint(NFT_MARKET_ENDPOINTS.owners, { ...publicCall, params: { id }, query: { walletAddress } });
