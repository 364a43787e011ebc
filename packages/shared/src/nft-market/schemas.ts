import { z } from "zod";
import { NFT_LIST_PAGE_SIZE } from "../constants.ts";
import { NFT_MARKET_MESSAGES } from "./messages.ts";
import { pageQuerySchema, sortQuerySchema } from "../common/paged.ts";
import { baseUnitsSchema, commaListSchema, tokenRefSchema, txHashSchema, walletFilterQuerySchema } from "../common/pawn.ts";

/**
 * The NFT service (spec §7 "NFT service", under /api/nft): collections, NFTs, their owners and history, the
 * market's sales and auctions with their bids, and comments. Decisions: docs/decisions/0030-nft-index-and-api.md.
 * Amounts are base units as decimal strings; token ids are decimal strings (uint256); addresses are checksummed.
 */

const M = NFT_MARKET_MESSAGES;

export const NFT_KINDS = ["ERC721", "ERC1155"] as const;
export type NftKindName = (typeof NFT_KINDS)[number];

/** Spec §3 NFT list statuses. The index sets the first four; the others are hard NFTs' (appraised assets, later). */
export const NFT_LIST_STATUSES = [
  "NOT_ON_MARKET",
  "ON_AUCTION",
  "ON_PAWN",
  "SALE",
  "UNQUALIFIED",
  "VERIFYING_CREATE",
  "VERIFYING_AUCTION",
  "VERIFYING_PAWN",
] as const;
export type NftListStatusName = (typeof NFT_LIST_STATUSES)[number];

/** Spec §3 NFT history entry types. */
export const NFT_EVENT_TYPES = [
  "CREATE",
  "TRANSFER",
  "BURN",
  "BUY",
  "PUT_ON_SALE",
  "PUT_ON_AUCTION",
  "PUT_ON_PAWN",
  "CANCEL_SALE",
  "CANCEL_AUCTION",
  "CANCEL_PAWN",
  "AUCTION_WIN",
  "SIGN_CONTRACT",
  "END_CONTRACT",
] as const;
export type NftEventTypeName = (typeof NFT_EVENT_TYPES)[number];

export const NFT_SALE_STATUSES = ["OPEN", "SOLD", "CANCELLED"] as const;
/** An auction waits for an operator's approval, then takes bids from its start to its end; anyone finishes it after. */
export const NFT_AUCTION_STATUSES = ["PENDING_APPROVAL", "APPROVED", "REJECTED", "CANCELLED", "FINISHED"] as const;

// ---- Inputs ----

/** An address in a query or body, lower case here (the API checksums it). */
export const nftAddressSchema = z
  .string({ error: M.invalidAddress })
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, M.invalidAddress)
  .transform((value) => value.toLowerCase());
export const optionalNftAddressSchema = z.preprocess((value) => (value === "" ? undefined : value), nftAddressSchema.optional());

/** The API's id of an NFT (nft_tokens.id), of a comment, or the market's id of a sale or auction. */
export const nftIdSchema = z.coerce.number({ error: M.invalidId }).int(M.invalidId).positive(M.invalidId).max(Number.MAX_SAFE_INTEGER, M.invalidId);
export const nftIdParamsSchema = z.object({ id: nftIdSchema });
export const tokenIdSchema = z.string({ error: M.invalidTokenId }).trim().regex(/^\d{1,78}$/, M.invalidTokenId);
const optionalPrice = z.preprocess((value) => (value === "" ? undefined : value), z.string({ error: M.invalidPrice }).regex(/^\d{1,78}$/, M.invalidPrice).optional());
const search = z.string({ error: M.invalidSearch }).trim().max(100, M.invalidSearch).optional();
const booleanQuery = (message: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(["true", "false"], { error: message }).transform((value) => value === "true").optional());

/** NFT lists: page from 0, size 12 unless given (spec §9). */
export const nftPageQuerySchema = pageQuerySchema.extend({ size: pageQuerySchema.shape.size.removeDefault().default(NFT_LIST_PAGE_SIZE) });

/** GET /collections: by newest; `search` matches a name or symbol, or a whole address. */
export const collectionListQuerySchema = nftPageQuerySchema.extend({
  search,
  creator: optionalNftAddressSchema,
  kind: z.enum(NFT_KINDS, { error: M.invalidKind }).optional(),
  /** true: only the factory's (soft) collections; false: only others (e.g. whitelisted as collateral). */
  soft: booleanQuery(M.invalidSoft),
});
export type CollectionListQuery = z.output<typeof collectionListQuerySchema>;
export const collectionParamsSchema = z.object({ address: nftAddressSchema });

/**
 * GET /nft/get: the NFT search. Filters combine; `status` is a comma list; `payToken` a listed token's symbol or
 * an address; the price range (base units of the pay token) keeps NFTs on sale or auction within it. Sorted by id
 * (newest first by default) or price (NFTs without a price last).
 */
export const nftSearchQuerySchema = nftPageQuerySchema
  .extend({
    sort: sortQuerySchema(["id", "price"], { field: "id", direction: "desc" }),
    collection: optionalNftAddressSchema,
    status: commaListSchema(z.enum(NFT_LIST_STATUSES, { error: M.invalidStatus(NFT_LIST_STATUSES) })),
    payToken: z.string({ error: M.invalidPayToken }).trim().min(1, M.invalidPayToken).max(42, M.invalidPayToken).optional(),
    priceMin: optionalPrice,
    priceMax: optionalPrice,
    creator: optionalNftAddressSchema,
    owner: optionalNftAddressSchema,
    kind: z.enum(NFT_KINDS, { error: M.invalidKind }).optional(),
    soft: booleanQuery(M.invalidSoft),
    search,
  })
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || BigInt(query.priceMin) <= BigInt(query.priceMax), {
    message: M.priceRange,
    path: ["priceMin"],
  });
export type NftSearchQuery = z.output<typeof nftSearchQuerySchema>;

/** GET /nft/detail: `id`, or `collection` and `tokenId` (e.g. right after minting). */
export const nftDetailQuerySchema = z
  .object({ id: nftIdSchema.optional(), collection: optionalNftAddressSchema, tokenId: tokenIdSchema.optional() })
  .refine((query) => query.id !== undefined || (query.collection !== undefined && query.tokenId !== undefined), { message: M.detailNeedsId });

/** GET /nft/{id}/customer: its owners, most held first; `walletAddress` keeps that wallet's holding only. */
export const nftOwnersQuerySchema = nftPageQuerySchema.extend({ walletAddress: optionalNftAddressSchema });

/** GET /nft/{id}/events: newest first, optionally of some types. */
export const nftEventsQuerySchema = nftPageQuerySchema.extend({
  type: commaListSchema(z.enum(NFT_EVENT_TYPES, { error: M.invalidEventType(NFT_EVENT_TYPES) })),
});

/**
 * GET /nft/nfts/customer: a wallet's NFTs (any wallet: holdings are public), else the signed-in caller's.
 * `available=true` keeps those the wallet holds copies of outside any sale, auction or pawn (what it can still list).
 */
export const walletNftsQuerySchema = nftPageQuerySchema.extend({
  walletAddress: optionalNftAddressSchema,
  collection: optionalNftAddressSchema,
  status: commaListSchema(z.enum(NFT_LIST_STATUSES, { error: M.invalidStatus(NFT_LIST_STATUSES) })),
  available: booleanQuery(M.invalidAvailable),
});

/** GET /market/listings and /market/auctions: newest first, by NFT, seller or status. */
export const listingListQuerySchema = nftPageQuerySchema.extend({
  nftId: nftIdSchema.optional(),
  seller: optionalNftAddressSchema,
  status: z.enum(NFT_SALE_STATUSES, { error: M.invalidStatus(NFT_SALE_STATUSES) }).optional(),
});
export const auctionListQuerySchema = nftPageQuerySchema.extend({
  nftId: nftIdSchema.optional(),
  seller: optionalNftAddressSchema,
  status: z.enum(NFT_AUCTION_STATUSES, { error: M.invalidStatus(NFT_AUCTION_STATUSES) }).optional(),
});

/** POST /nft/{id}/comments and PUT /comments/{id}. */
export const commentBodySchema = z.object({
  content: z.string({ error: M.invalidComment }).trim().min(1, M.invalidComment).max(1000, M.invalidComment),
});
/** PUT /comments/{id}/hidden: the moderation hook. */
export const commentHiddenBodySchema = z.object({ hidden: z.boolean({ error: M.invalidHidden }) });

// ---- Answers ----

/** A collection as an NFT names it. */
export const collectionRefSchema = z.object({
  address: z.string(),
  kind: z.enum(NFT_KINDS),
  soft: z.boolean(),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
});

export const collectionItemSchema = collectionRefSchema.extend({
  /** "factory", "hub" (whitelisted as collateral), "market" or "pawn": how the index came to follow it. */
  source: z.string(),
  creator: z.string().nullable(),
  contractUri: z.string().nullable(),
  /** NFTs of it the index holds. */
  nfts: z.number().int(),
  createdAt: z.string(),
  txnHash: z.string(),
});
export type CollectionItem = z.output<typeof collectionItemSchema>;

/** An NFT in lists: what it is, and where it stands on the market (with the price of its sale or auction). */
export const nftItemSchema = z.object({
  id: z.number().int(),
  collection: collectionRefSchema,
  tokenId: z.string(),
  creator: z.string().nullable(),
  tokenUri: z.string().nullable(),
  royaltyBps: z.number().int().nullable(),
  /** Minted less burned; null when minted before the index followed its collection. */
  supply: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  animationUrl: z.string().nullable(),
  status: z.enum(NFT_LIST_STATUSES),
  payToken: tokenRefSchema.nullable(),
  /** On sale: the cheapest open sale's unit price; on auction: the highest bid (the start price before any). */
  price: baseUnitsSchema.nullable(),
  /** How many sales of it are open (an ERC-1155's copies may be sold by several owners at several prices). */
  openSales: z.number().int(),
  /** The sale (the cheapest open one), auction or collateral its status comes from. */
  listingId: z.number().int().nullable(),
  auctionId: z.number().int().nullable(),
  collateralId: z.number().int().nullable(),
  createdAt: z.string(),
  txnHash: z.string(),
});
export type NftItem = z.output<typeof nftItemSchema>;

export const listingItemSchema = z.object({
  id: z.number().int(),
  nftId: z.number().int(),
  seller: z.string(),
  collection: z.string(),
  tokenId: z.string(),
  quantity: baseUnitsSchema,
  remaining: baseUnitsSchema,
  payToken: tokenRefSchema,
  unitPrice: baseUnitsSchema,
  status: z.enum(NFT_SALE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  txnHash: z.string(),
});
export type ListingItem = z.output<typeof listingItemSchema>;

export const bidItemSchema = z.object({
  auctionId: z.number().int(),
  nftId: z.number().int(),
  bidder: z.string(),
  amount: baseUnitsSchema,
  previousBidder: z.string().nullable(),
  previousAmount: baseUnitsSchema,
  /** The auction's end after this bid (a new highest bidder in the last 10 minutes moves it, up to 8 days from the start). */
  endAt: z.string(),
  at: z.string(),
  txnHash: z.string(),
});
export type BidItem = z.output<typeof bidItemSchema>;

export const auctionItemSchema = z.object({
  id: z.number().int(),
  nftId: z.number().int(),
  seller: z.string(),
  collection: z.string(),
  tokenId: z.string(),
  quantity: baseUnitsSchema,
  payToken: tokenRefSchema,
  startPrice: baseUnitsSchema,
  /** null: no buy-out price. */
  buyOutPrice: baseUnitsSchema.nullable(),
  priceStep: baseUnitsSchema,
  startAt: z.string(),
  endAt: z.string(),
  status: z.enum(NFT_AUCTION_STATUSES),
  operator: z.string().nullable(),
  highestBidder: z.string().nullable(),
  highestBid: baseUnitsSchema.nullable(),
  /** The least the next bid must be: the start price, then the highest bid plus the price step. */
  minNextBid: baseUnitsSchema,
  bids: z.number().int(),
  winner: z.string().nullable(),
  finalPrice: baseUnitsSchema.nullable(),
  createdAt: z.string(),
  txnHash: z.string(),
});
export type AuctionItem = z.output<typeof auctionItemSchema>;

/** GET /market/auctions/{id}: the auction with its latest bids (all of them: /market/auctions/{id}/bids). */
export const auctionDetailSchema = auctionItemSchema.extend({ latestBids: z.array(bidItemSchema), nft: nftItemSchema });
export type AuctionDetail = z.output<typeof auctionDetailSchema>;
export const listingDetailSchema = listingItemSchema.extend({ nft: nftItemSchema });
export type ListingDetail = z.output<typeof listingDetailSchema>;

/** The loan side of an NFT in pawn: its collateral and, once signed, its contract. */
export const nftPawnSchema = z.object({
  collateralId: z.number().int(),
  status: z.string(),
  borrowerWalletAddress: z.string(),
  contractId: z.number().int().nullable(),
});

/** GET /nft/detail: the NFT, how many own it, its open sale and live auction, its pawn. */
export const nftDetailSchema = nftItemSchema.extend({
  owners: z.number().int(),
  listing: listingItemSchema.nullable(),
  auction: auctionItemSchema.nullable(),
  pawn: nftPawnSchema.nullable(),
});
export type NftDetail = z.output<typeof nftDetailSchema>;

/**
 * Copies an owner holds (NFTs on sale, auction or pawn still count as their seller's or borrower's), and how many of
 * them are in no sale, auction or pawn: what the owner can still list or pawn.
 */
const holdingShape = { amount: baseUnitsSchema, available: baseUnitsSchema };

/** GET /nft/{id}/customer: an owner and what they hold. */
export const nftOwnerItemSchema = z.object({ walletAddress: z.string(), ...holdingShape });
export type NftOwnerItem = z.output<typeof nftOwnerItemSchema>;

/** GET /nft/{id}/events: one entry of an NFT's history. */
export const nftEventItemSchema = z.object({
  type: z.enum(NFT_EVENT_TYPES),
  fromWallet: z.string().nullable(),
  toWallet: z.string().nullable(),
  quantity: baseUnitsSchema,
  payToken: tokenRefSchema.nullable(),
  price: baseUnitsSchema.nullable(),
  listingId: z.number().int().nullable(),
  auctionId: z.number().int().nullable(),
  collateralId: z.number().int().nullable(),
  contractId: z.number().int().nullable(),
  at: z.string(),
  txnHash: z.string(),
});
export type NftEventItem = z.output<typeof nftEventItemSchema>;

/** GET /nft/nfts/customer: an NFT with how many of it the wallet owns, and how many of those are off the market. */
export const walletNftItemSchema = nftItemSchema.extend({ walletAddress: z.string(), ...holdingShape });
export type WalletNftItem = z.output<typeof walletNftItemSchema>;

/** GET /account/bids: the caller's bids, of one wallet of theirs or of all. */
export const accountBidsQuerySchema = nftPageQuerySchema.extend(walletFilterQuerySchema.shape);

/** GET /account/bids: an auction the caller bid on, with their highest bid and whether it leads. */
export const accountBidItemSchema = z.object({
  auction: auctionItemSchema,
  nft: nftItemSchema,
  myHighestBid: baseUnitsSchema,
  leading: z.boolean(),
});
export type AccountBidItem = z.output<typeof accountBidItemSchema>;

/** GET /account/credits: a payout the market holds for one of the caller's wallets, to withdraw in its token. */
export const accountCreditItemSchema = z.object({
  walletAddress: z.string(),
  token: tokenRefSchema,
  amount: baseUnitsSchema,
});
export type AccountCreditItem = z.output<typeof accountCreditItemSchema>;

export const commentItemSchema = z.object({
  id: z.number().int(),
  nftId: z.number().int(),
  content: z.string(),
  hidden: z.boolean(),
  author: z.object({ userId: z.number().int(), name: z.string(), avatar: z.string().nullable(), walletAddress: z.string().nullable() }),
  /** Whether the caller wrote it (false when not signed in): the web shows Edit and Delete for these. */
  mine: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type CommentItem = z.output<typeof commentItemSchema>;

/** GET /transactions/{hash}: a transaction the caller sent to the factory, the market or a factory's collection. */
export const transactionParamsSchema = z.object({ hash: txHashSchema });

/** What one transaction did to the NFT index (collection addresses; NFT, sale and auction ids). */
export const transactionEffectsSchema = z.object({
  collections: z.array(z.string()),
  nfts: z.array(z.number().int()),
  listings: z.array(z.number().int()),
  auctions: z.array(z.number().int()),
});
export type TransactionEffects = z.output<typeof transactionEffectsSchema>;

/** GET /fees: what a creator and a seller pay, as the contracts set it now. */
export const nftFeesSchema = z.object({ mintFee: z.string(), feeToken: tokenRefSchema, marketFeeBps: z.number().int(), maxRoyaltyBps: z.number().int() });
export type NftFees = z.output<typeof nftFeesSchema>;

/** GET /account/roles: whether the caller's wallets hold the Hub's Operator role (approve auctions, moderate comments). */
export const accountRolesSchema = z.object({ operator: z.boolean() });
