import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { chainId64, uint256, updatedColumns } from "../chain-spine/chain-columns.ts";

/**
 * The NFT index (features/nft-market, docs/decisions/0030-nft-index-and-api.md): collections, their tokens and who
 * owns them, as they stand. Rows are updated in place; chain_undo_journal keeps each replaced version for rollbacks
 * (decision 0016). Addresses are checksummed.
 */

/**
 * A collection the index follows: made by the NftFactory (`soft`), whitelisted by the Hub as NFT collateral, or
 * first seen in the market or the lending core. Its chain-event columns are those of the event that made it known.
 */
export const nftCollections = pgTable(
  "nft_collections",
  {
    ...chainEventColumns(),
    address: text("address").notNull(),
    /** CollectionKind: 1 ERC-721, 2 ERC-1155. */
    kind: smallint("kind").notNull(),
    /** Made by the NftFactory (a soft collection); false for collections made elsewhere. */
    soft: boolean("soft").notNull(),
    /** How the index came to follow it: "factory", "hub" (NFT collateral whitelist), "market" or "pawn". */
    source: text("source", { enum: ["factory", "hub", "market", "pawn"] }).notNull(),
    /** The factory's caller; null for collections made elsewhere. */
    creator: text("creator"),
    name: text("name"),
    symbol: text("symbol"),
    contractUri: text("contract_uri"),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.address] }),
    index("nft_collections_creator_idx").on(table.chainId, table.creator),
    index("nft_collections_block_idx").on(table.chainId, table.blockNumber),
  ],
);

/**
 * One NFT (a token id of a collection): who made it, its metadata URI and royalty, how many exist, and where it is
 * on the market (`status`, with the price and pay token of the sale or auction it is in). `id` is the API's id
 * for it (kept by rollbacks' restores; an NFT re-created after a reorganisation gets a new one).
 */
export const nftTokens = pgTable(
  "nft_tokens",
  {
    ...chainEventColumns(),
    id: bigserial("id", { mode: "number" }).notNull(),
    collection: text("collection").notNull(),
    tokenId: uint256("token_id").notNull(),
    /** CollectionKind of its collection. */
    kind: smallint("kind").notNull(),
    soft: boolean("soft").notNull(),
    /** Minted's creator (the royalty receiver); the first receiver of a token minted elsewhere; null when its mint predates the index. */
    creator: text("creator"),
    tokenUri: text("token_uri"),
    /** Minted's royalty in basis points; null when minted elsewhere. */
    royaltyBps: integer("royalty_bps"),
    /** Minted less burned; null when its mint predates the index. */
    supply: uint256("supply"),
    /** From the metadata JSON at tokenUri, once resolved (later); null until then. */
    name: text("name"),
    description: text("description"),
    image: text("image"),
    animationUrl: text("animation_url"),
    /** What the text search reads: the NFT's and its collection's names and symbol, its token id (lower case). */
    searchText: text("search_text").notNull(),
    /** NftListStatus (features/nft-market/nft-values.ts): not on market, on auction, on pawn, sale. */
    status: smallint("status").notNull(),
    /**
     * The pay token (zero address: the native coin) and unit price of its cheapest open sale, or of its auction (the
     * highest bid, else the start price): what cards show and the price search sorts and filters by.
     */
    payToken: text("pay_token"),
    price: uint256("price"),
    /** The listing (the cheapest open sale) or auction id the status comes from; the collateral id when on pawn. */
    marketId: chainId64("market_id"),
    /** Its open sales (an ERC-1155 may be sold by several owners at once). */
    openSales: integer("open_sales").notNull().default(0),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.collection, table.tokenId] }),
    uniqueIndex("nft_tokens_id_idx").on(table.id),
    // The search pages by id descending within its filters, or by price within a status and pay token.
    index("nft_tokens_chain_idx").on(table.chainId, table.id),
    index("nft_tokens_status_idx").on(table.chainId, table.status, table.id),
    index("nft_tokens_collection_idx").on(table.chainId, table.collection, table.id),
    index("nft_tokens_creator_idx").on(table.chainId, table.creator, table.id),
    index("nft_tokens_price_idx").on(table.chainId, table.status, table.payToken, table.price, table.id),
    // Sorted by price across statuses and tokens: cheapest or dearest first, NFTs without a price last.
    index("nft_tokens_price_asc_idx").on(table.chainId, table.price.asc().nullsLast(), table.id.asc()),
    index("nft_tokens_price_desc_idx").on(table.chainId, table.price.desc().nullsLast(), table.id.desc()),
    // Part of a name (LIKE '%…%' on this lower-case text): trigrams, from pg_trgm (migration 0008_collateral_lists).
    index("nft_tokens_search_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
  ],
);

/**
 * How many NFTs each (status, collection, pay token) holds: the search's totals without counting 100,000 rows,
 * kept by triggers on nft_tokens (migration 0014_nft_index) whoever writes them. Empty buckets go.
 */
export const nftTokenCounts = pgTable(
  "nft_token_counts",
  {
    chainId: integer("chain_id").notNull(),
    status: smallint("status").notNull(),
    collection: text("collection").notNull(),
    /** '' when the NFT is in no sale or auction. */
    payToken: text("pay_token").notNull(),
    nfts: integer("nfts").notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.status, table.collection, table.payToken] })],
);

/**
 * Who owns how many of an NFT (an ERC-721: 1). Owners are the beneficial ones: an NFT escrowed in the market or
 * the lending core still belongs to its seller or borrower until a sale, an auction or a liquidation gives it to
 * someone else. A row that reached 0 stays (amount 0) so that a rollback can restore it.
 */
export const nftBalances = pgTable(
  "nft_balances",
  {
    ...chainEventColumns(),
    collection: text("collection").notNull(),
    tokenId: uint256("token_id").notNull(),
    owner: text("owner").notNull(),
    /** nft_tokens.id, for a wallet's list. */
    nftId: bigint("nft_id", { mode: "number" }).notNull(),
    amount: uint256("amount").notNull(),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.collection, table.tokenId, table.owner] }),
    index("nft_balances_owner_idx").on(table.chainId, table.owner, table.nftId),
    index("nft_balances_nft_idx").on(table.nftId, table.amount),
  ],
);
