import type { EndpointInput } from "@openpawn/shared/common/endpoint";
import { NFT_MARKET_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";
import type { NftMetadataBody } from "@openpawn/shared/media/schemas";
import { callEndpoint } from "../../../lib/endpoint-call.ts";
import { LENDING_ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { TOKENS_ENDPOINTS } from "@openpawn/shared/tokens/endpoints";
import { MEDIA_ENDPOINTS } from "@openpawn/shared/media/endpoints";

/** The NFT service (spec §7, under /api/nft): the index's NFTs, collections and market, comments, and media storage. */

/** The media feature's calls under /api/nft (uploads and metadata). */
type Query = Record<string, string | number | boolean | undefined>;
const publicCall = { auth: false } as const;

export interface NftSearch extends Query {
  page?: number;
  size?: number;
  sort?: string;
  status?: string;
  collection?: string;
  payToken?: string;
  priceMin?: string;
  priceMax?: string;
  creator?: string;
  owner?: string;
  search?: string;
}

export const searchNfts = (query: NftSearch) => callEndpoint(ENDPOINTS.search, { ...publicCall, query });
export const getNft = (id: number) => callEndpoint(ENDPOINTS.detail, { ...publicCall, query: { id } });
export const findNft = (collection: string, tokenId: string) => callEndpoint(ENDPOINTS.detail, { ...publicCall, query: { collection, tokenId } });
export const getNftOwners = (id: number, page = 0, walletAddress?: string) =>
  callEndpoint(ENDPOINTS.owners, { ...publicCall, params: { id }, query: { page, walletAddress } });
export const getNftEvents = (id: number, page = 0) => callEndpoint(ENDPOINTS.events, { ...publicCall, params: { id }, query: { page } });
export const getWalletNfts = (query: { walletAddress?: string; collection?: string; status?: string; available?: boolean; page?: number; size?: number }) =>
  callEndpoint(ENDPOINTS.walletNfts, { auth: !query.walletAddress, query });

type QueryOf<E extends keyof typeof ENDPOINTS> = NonNullable<EndpointInput<(typeof ENDPOINTS)[E]>["query"]>;

export const getCollections = (query: QueryOf<"collections">) =>
  callEndpoint(ENDPOINTS.collections, { ...publicCall, query });

export const getListings = (query: QueryOf<"listings">) =>
  callEndpoint(ENDPOINTS.listings, { ...publicCall, query });
export const getListing = (id: number) => callEndpoint(ENDPOINTS.listing, { ...publicCall, params: { id } });
export const getAuctions = (query: QueryOf<"auctions">) =>
  callEndpoint(ENDPOINTS.auctions, { ...publicCall, query });
export const getAuction = (id: number) => callEndpoint(ENDPOINTS.auction, { ...publicCall, params: { id } });
export const getAuctionBids = (id: number, page = 0) => callEndpoint(ENDPOINTS.auctionBids, { ...publicCall, params: { id }, query: { page } });
export const getMyBids = (page = 0) => callEndpoint(ENDPOINTS.myBids, { query: { page } });
/** What the market holds for the caller's wallets to withdraw: payouts they refused, such as an outbid refund. */
export const getMyCredits = () => callEndpoint(ENDPOINTS.myCredits);

export const getComments = (nftId: number, page = 0) => callEndpoint(ENDPOINTS.comments, { params: { id: nftId }, query: { page } });
export const addComment = (nftId: number, content: string) => callEndpoint(ENDPOINTS.addComment, { params: { id: nftId }, body: { content } });
export const editComment = (id: number, content: string) => callEndpoint(ENDPOINTS.editComment, { params: { id }, body: { content } });
export const deleteComment = (id: number) => callEndpoint(ENDPOINTS.deleteComment, { params: { id } });

/** Stores a file (and a video's cover image) by content: answers their CIDs and `ipfs://` addresses. */
export function uploadMedia(media: File, cover?: File) {
  const form = new FormData();
  form.append("media", media);
  if (cover) form.append("cover", cover);
  return callEndpoint(MEDIA_ENDPOINTS.uploadMedia, { body: form });
}

/** Stores an NFT's metadata JSON: its `uri` is the token URI to mint with. */
export const saveMetadata = (body: NftMetadataBody) => callEndpoint(MEDIA_ENDPOINTS.saveMetadata, { body });

/** The Hub's assets (the pawn service's list): the market takes payment in the loan-whitelisted ones. */
export const getSupportedAssets = () => callEndpoint(TOKENS_ENDPOINTS.supportedAssets, publicCall);

/** Waits (on the server, up to its timeout) until the index includes the transaction, then tells what it recorded. */
export const getTransactionEffects = (hash: string) => callEndpoint(ENDPOINTS.transactionEffects, { params: { hash } });

/** The fees a creator and a seller pay, read from the contracts. */
export const getNftFees = () => callEndpoint(ENDPOINTS.fees, publicCall);

/** The lending offers on a collateral (the pawn service): an NFT in pawn receives them. */
export const getCollateralOffers = (collateralId: number) => callEndpoint(LENDING_ENDPOINTS.offers, { ...publicCall, query: { collateralId, size: 50 } });

/** Whether the caller's wallets hold the Hub's Operator role: they approve auctions and moderate comments. */
export const getMyRoles = () => callEndpoint(ENDPOINTS.myRoles);
