import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { pagedSchema } from "../common/paged.ts";
import {
  accountBidItemSchema,
  accountBidsQuerySchema,
  accountCreditItemSchema,
  accountRolesSchema,
  auctionDetailSchema,
  auctionItemSchema,
  auctionListQuerySchema,
  bidItemSchema,
  collectionItemSchema,
  collectionListQuerySchema,
  collectionParamsSchema,
  commentBodySchema,
  commentHiddenBodySchema,
  commentItemSchema,
  listingDetailSchema,
  listingItemSchema,
  listingListQuerySchema,
  nftDetailQuerySchema,
  nftDetailSchema,
  nftEventItemSchema,
  nftEventsQuerySchema,
  nftFeesSchema,
  nftIdParamsSchema,
  nftItemSchema,
  nftOwnerItemSchema,
  nftOwnersQuerySchema,
  nftPageQuerySchema,
  nftSearchQuerySchema,
  transactionEffectsSchema,
  transactionParamsSchema,
  walletNftItemSchema,
  walletNftsQuerySchema,
} from "./schemas.ts";

/**
 * The NFT service under /api/nft (decision 0030): the index's collections and NFTs, the market's sales and auctions,
 * comments, and what the screens read of the chain. Reads are public unless they are the caller's own.
 * Fixed paths come before `nft/:id/...`, which would take them.
 */
export const NFT_MARKET_ENDPOINTS = {
  collections: endpoint({ method: "GET", path: "/nft/collections", query: collectionListQuerySchema, answer: pagedSchema(collectionItemSchema) }),
  collection: endpoint({ method: "GET", path: "/nft/collections/:address", params: collectionParamsSchema, answer: collectionItemSchema }),

  search: endpoint({ method: "GET", path: "/nft/nft/get", query: nftSearchQuerySchema, answer: pagedSchema(nftItemSchema) }),
  /** One NFT by its id, or by its collection and token id. */
  detail: endpoint({ method: "GET", path: "/nft/nft/detail", query: nftDetailQuerySchema, answer: nftDetailSchema }),
  /** A wallet's NFTs (public); without walletAddress, the signed-in caller's own. */
  walletNfts: endpoint({ method: "GET", path: "/nft/nft/nfts/customer", query: walletNftsQuerySchema, answer: pagedSchema(walletNftItemSchema) }),
  owners: endpoint({ method: "GET", path: "/nft/nft/:id/customer", params: nftIdParamsSchema, query: nftOwnersQuerySchema, answer: pagedSchema(nftOwnerItemSchema) }),
  events: endpoint({ method: "GET", path: "/nft/nft/:id/events", params: nftIdParamsSchema, query: nftEventsQuerySchema, answer: pagedSchema(nftEventItemSchema) }),

  listings: endpoint({ method: "GET", path: "/nft/market/listings", query: listingListQuerySchema, answer: pagedSchema(listingItemSchema) }),
  listing: endpoint({ method: "GET", path: "/nft/market/listings/:id", params: nftIdParamsSchema, answer: listingDetailSchema }),
  auctions: endpoint({ method: "GET", path: "/nft/market/auctions", query: auctionListQuerySchema, answer: pagedSchema(auctionItemSchema) }),
  /** The auction with its latest bids. */
  auction: endpoint({ method: "GET", path: "/nft/market/auctions/:id", params: nftIdParamsSchema, answer: auctionDetailSchema }),
  auctionBids: endpoint({ method: "GET", path: "/nft/market/auctions/:id/bids", params: nftIdParamsSchema, query: nftPageQuerySchema, answer: pagedSchema(bidItemSchema) }),
  /** The caller's bids (naming someone else's wallet is a 403). */
  myBids: endpoint({ method: "GET", path: "/nft/account/bids", query: accountBidsQuerySchema, answer: pagedSchema(accountBidItemSchema) }),
  /** The payouts the market credited to the caller's wallets (refused ones, such as an outbid refund), to withdraw. */
  myCredits: endpoint({ method: "GET", path: "/nft/account/credits", answer: z.array(accountCreditItemSchema) }),

  /** Hidden comments are left out for everyone but their author and moderators. */
  comments: endpoint({ method: "GET", path: "/nft/nft/:id/comments", params: nftIdParamsSchema, query: nftPageQuerySchema, answer: pagedSchema(commentItemSchema) }),
  addComment: endpoint({ method: "POST", path: "/nft/nft/:id/comments", params: nftIdParamsSchema, body: commentBodySchema, answer: commentItemSchema }),
  /** Only the author edits or deletes a comment. */
  editComment: endpoint({ method: "PUT", path: "/nft/comments/:id", params: nftIdParamsSchema, body: commentBodySchema, answer: commentItemSchema }),
  deleteComment: endpoint({ method: "DELETE", path: "/nft/comments/:id", params: nftIdParamsSchema, answer: commentItemSchema.pick({ id: true }) }),
  /** An Operator hides (or shows again) a comment. */
  hideComment: endpoint({ method: "PUT", path: "/nft/comments/:id/hidden", params: nftIdParamsSchema, body: commentHiddenBodySchema, answer: commentItemSchema }),

  /** What the caller's transaction did to the index, once verified and indexed. */
  transactionEffects: endpoint({ method: "GET", path: "/nft/transactions/:hash", params: transactionParamsSchema, answer: transactionEffectsSchema }),
  fees: endpoint({ method: "GET", path: "/nft/fees", answer: nftFeesSchema }),
  myRoles: endpoint({ method: "GET", path: "/nft/account/roles", answer: accountRolesSchema }),
};
