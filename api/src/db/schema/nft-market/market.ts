import { bigint, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { chainId64, chainTime, uint256, updatedColumns } from "../chain-spine/chain-columns.ts";

/**
 * The NftMarket's sales and auctions (features/nft-market): listings and auctions as they stand (updated in place, with
 * chain_undo_journal), purchases and bids one row per event (a rollback deletes them). Keyed by chain, market and the
 * market's id. Addresses are checksummed; the zero address as a pay token is the native coin.
 */

/** Listed, then Bought (partly, for ERC-1155) / ListingCancelled. */
export const nftListings = pgTable(
  "nft_listings",
  {
    ...chainEventColumns(),
    id: chainId64("id").notNull(),
    seller: text("seller").notNull(),
    collection: text("collection").notNull(),
    tokenId: uint256("token_id").notNull(),
    /** nft_tokens.id of the NFT. */
    nftId: bigint("nft_id", { mode: "number" }).notNull(),
    /** Listed at first, and still for sale. */
    quantity: uint256("quantity").notNull(),
    remaining: uint256("remaining").notNull(),
    payToken: text("pay_token").notNull(),
    unitPrice: uint256("unit_price").notNull(),
    /** NftMarket.ListingStatus: open, sold, cancelled. */
    status: smallint("status").notNull(),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.contract, table.id] }),
    index("nft_listings_nft_idx").on(table.nftId, table.status, table.id),
    index("nft_listings_seller_idx").on(table.chainId, table.seller, table.id),
    index("nft_listings_status_idx").on(table.chainId, table.status, table.id),
  ],
);

/** Bought: one purchase of a listing. */
export const nftPurchases = pgTable(
  "nft_purchases",
  {
    ...chainEventColumns(),
    listingId: chainId64("listing_id").notNull(),
    nftId: bigint("nft_id", { mode: "number" }).notNull(),
    seller: text("seller").notNull(),
    buyer: text("buyer").notNull(),
    quantity: uint256("quantity").notNull(),
    payToken: text("pay_token").notNull(),
    /** What the buyer paid in all, the market's fee and the royalty out of it. */
    price: uint256("price").notNull(),
    fee: uint256("fee").notNull(),
    royalty: uint256("royalty").notNull(),
    royaltyReceiver: text("royalty_receiver").notNull(),
    at: chainTime("at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("nft_purchases_listing_idx").on(table.chainId, table.contract, table.listingId),
    index("nft_purchases_buyer_idx").on(table.chainId, table.buyer),
  ],
);

/** AuctionCreated, then AuctionApproved / AuctionRejected / AuctionCancelled, BidPlaced, AuctionFinished. */
export const nftAuctions = pgTable(
  "nft_auctions",
  {
    ...chainEventColumns(),
    id: chainId64("id").notNull(),
    seller: text("seller").notNull(),
    collection: text("collection").notNull(),
    tokenId: uint256("token_id").notNull(),
    nftId: bigint("nft_id", { mode: "number" }).notNull(),
    quantity: uint256("quantity").notNull(),
    payToken: text("pay_token").notNull(),
    startPrice: uint256("start_price").notNull(),
    /** 0: none. */
    buyOutPrice: uint256("buy_out_price").notNull(),
    priceStep: uint256("price_step").notNull(),
    startAt: chainTime("start_at").notNull(),
    /** Moved on by bids in the last 10 minutes (anti-sniping). */
    endAt: chainTime("end_at").notNull(),
    /** NftMarket.AuctionStatus. */
    status: smallint("status").notNull(),
    /** The operator who approved or rejected it. */
    operator: text("operator"),
    highestBidder: text("highest_bidder"),
    highestBid: uint256("highest_bid"),
    bids: integer("bids").notNull(),
    /** Once finished: who won (null: no bids, the NFT went back) and what they paid, the fee and royalty out of it. */
    winner: text("winner"),
    finalPrice: uint256("final_price"),
    fee: uint256("fee"),
    royalty: uint256("royalty"),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.contract, table.id] }),
    index("nft_auctions_nft_idx").on(table.nftId, table.status, table.id),
    index("nft_auctions_seller_idx").on(table.chainId, table.seller, table.id),
    index("nft_auctions_status_idx").on(table.chainId, table.status, table.id),
  ],
);

/** BidPlaced: one bid, and the bid it outbid (refunded at once, or credited for withdraw). */
export const nftBids = pgTable(
  "nft_bids",
  {
    ...chainEventColumns(),
    auctionId: chainId64("auction_id").notNull(),
    nftId: bigint("nft_id", { mode: "number" }).notNull(),
    bidder: text("bidder").notNull(),
    amount: uint256("amount").notNull(),
    previousBidder: text("previous_bidder"),
    previousAmount: uint256("previous_amount").notNull(),
    /** The auction's end after this bid. */
    endAt: chainTime("end_at").notNull(),
    at: chainTime("at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("nft_bids_auction_idx").on(table.chainId, table.contract, table.auctionId, table.blockNumber),
    index("nft_bids_bidder_idx").on(table.chainId, table.bidder, table.auctionId),
  ],
);

/**
 * What happened to an NFT, one row per event, in the words of spec §3's NFT history entry types
 * (NftEventType, features/nft-market/nft-values.ts): created, transferred, burned, bought; put on and taken off sale, auction and
 * pawn; an auction won; a loan contract signed and ended.
 */
export const nftEvents = pgTable(
  "nft_events",
  {
    ...chainEventColumns(),
    nftId: bigint("nft_id", { mode: "number" }).notNull(),
    collection: text("collection").notNull(),
    tokenId: uint256("token_id").notNull(),
    /** NftEventType (features/nft-market/nft-values.ts). */
    type: smallint("type").notNull(),
    /** Who it came from and went to, as far as the event says (a listing: its seller; a purchase: seller and buyer). */
    fromWallet: text("from_wallet"),
    toWallet: text("to_wallet"),
    quantity: uint256("quantity").notNull(),
    /** A price or a loan's principal, in its token. */
    payToken: text("pay_token"),
    price: uint256("price"),
    /** The listing, auction or collateral the event belongs to, and the loan contract for pawn events. */
    listingId: chainId64("listing_id"),
    auctionId: chainId64("auction_id"),
    collateralId: chainId64("collateral_id"),
    contractId: chainId64("contract_id"),
    at: chainTime("at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex, table.nftId] }),
    index("nft_events_nft_idx").on(table.nftId, table.blockNumber, table.logIndex),
  ],
);
