import type { Paged } from "@openpawn/shared/common/paged";
import type {
  AccountCreditItem,
  AuctionItem,
  BidItem,
  CollectionItem,
  CommentItem,
  ListingItem,
  NftDetail,
  NftEventItem,
  NftItem,
} from "@openpawn/shared/nft-market/schemas";
import { MEDIA_ENDPOINTS } from "@openpawn/shared/media/endpoints";
import { apiRequest, type ApiRequestOptions } from "../../../lib/api-client.ts";
import { callEndpoint } from "../../../lib/endpoint-call.ts";
import type { NftMetadataBody } from "@openpawn/shared/media/schemas";
import { LENDING_ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { TOKENS_ENDPOINTS } from "@openpawn/shared/tokens/endpoints";

/** The NFT service (spec §7, under /api/nft): the index's NFTs, collections and market, comments, and media storage. */

async function nftRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(`/nft${path}`, options)).data;
}

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

export type AuctionDetail = AuctionItem & { latestBids: BidItem[]; nft: NftItem };
export type ListingDetail = ListingItem & { nft: NftItem };
/** `available`: the copies of `amount` in no sale, auction or pawn, which the wallet can still list or pawn. */
export type WalletNft = NftItem & { walletAddress: string; amount: string; available: string };
export interface AccountBid {
  auction: AuctionItem;
  nft: NftItem;
  myHighestBid: string;
  leading: boolean;
}
export interface NftOwner {
  walletAddress: string;
  amount: string;
  /** Copies in no sale, auction or pawn. */
  available: string;
}

export const searchNfts = (query: NftSearch) => nftRequest<Paged<NftItem>>("/nft/get", { ...publicCall, query });
export const getNft = (id: number) => nftRequest<NftDetail>("/nft/detail", { ...publicCall, query: { id } });
export const findNft = (collection: string, tokenId: string) => nftRequest<NftDetail>("/nft/detail", { ...publicCall, query: { collection, tokenId } });
export const getNftOwners = (id: number, page = 0, walletAddress?: string) =>
  nftRequest<Paged<NftOwner>>(`/nft/${id}/customer`, { ...publicCall, query: { page, walletAddress } });
export const getNftEvents = (id: number, page = 0) => nftRequest<Paged<NftEventItem>>(`/nft/${id}/events`, { ...publicCall, query: { page } });
export const getWalletNfts = (query: { walletAddress?: string; collection?: string; status?: string; available?: boolean; page?: number; size?: number }) =>
  nftRequest<Paged<WalletNft>>("/nft/nfts/customer", { auth: !query.walletAddress, query });

export const getCollections = (query: { creator?: string; kind?: string; soft?: boolean; search?: string; page?: number; size?: number }) =>
  nftRequest<Paged<CollectionItem>>("/collections", { ...publicCall, query });

export const getListings = (query: { nftId?: number; seller?: string; status?: string; page?: number; size?: number }) =>
  nftRequest<Paged<ListingItem>>("/market/listings", { ...publicCall, query });
export const getListing = (id: number) => nftRequest<ListingDetail>(`/market/listings/${id}`, publicCall);
export const getAuctions = (query: { nftId?: number; seller?: string; status?: string; page?: number; size?: number }) =>
  nftRequest<Paged<AuctionItem>>("/market/auctions", { ...publicCall, query });
export const getAuction = (id: number) => nftRequest<AuctionDetail>(`/market/auctions/${id}`, publicCall);
export const getAuctionBids = (id: number, page = 0) => nftRequest<Paged<BidItem>>(`/market/auctions/${id}/bids`, { ...publicCall, query: { page } });
export const getMyBids = (page = 0) => nftRequest<Paged<AccountBid>>("/account/bids", { query: { page } });
/** What the market holds for the caller's wallets to withdraw: payouts they refused, such as an outbid refund. */
export const getMyCredits = () => nftRequest<AccountCreditItem[]>("/account/credits");

export const getComments = (nftId: number, page = 0) => nftRequest<Paged<CommentItem>>(`/nft/${nftId}/comments`, { query: { page } });
export const addComment = (nftId: number, content: string) => nftRequest<CommentItem>(`/nft/${nftId}/comments`, { method: "POST", body: { content } });
export const editComment = (id: number, content: string) => nftRequest<CommentItem>(`/comments/${id}`, { method: "PUT", body: { content } });
export const deleteComment = (id: number) => nftRequest<{ id: number }>(`/comments/${id}`, { method: "DELETE" });

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

/** What one transaction did to the NFT index, answered once the index has passed its block. */
export interface TransactionEffects {
  collections: string[];
  nfts: number[];
  listings: number[];
  auctions: number[];
}

/** Waits (on the server, up to its timeout) until the index includes the transaction, then tells what it recorded. */
export const getTransactionEffects = (hash: string) => nftRequest<TransactionEffects>(`/transactions/${hash}`);

/** The fees a creator and a seller pay, read from the contracts. */
export interface NftFees {
  mintFee: string;
  feeToken: { address: string; symbol: string | null };
  marketFeeBps: number;
  maxRoyaltyBps: number;
}
export const getNftFees = () => nftRequest<NftFees>("/fees", publicCall);

/** The lending offers on a collateral (the pawn service): an NFT in pawn receives them. */
export const getCollateralOffers = (collateralId: number) => callEndpoint(LENDING_ENDPOINTS.offers, { ...publicCall, query: { collateralId, size: 50 } });

/** Whether the caller's wallets hold the Hub's Operator role: they approve auctions and moderate comments. */
export const getMyRoles = () => nftRequest<{ operator: boolean }>("/account/roles");
