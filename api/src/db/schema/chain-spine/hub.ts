import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "./chain-event-columns.ts";

/**
 * The Hub's configuration as a history of changes, one row per event (chain-spine/hub/projector.ts): a
 * reorganisation deletes the rows of the abandoned blocks, and the latest row of each key is the state.
 */

/** CollateralWhitelistChanged, LoanWhitelistChanged, NftCollectionWhitelistChanged. */
export const hubWhitelistChanges = pgTable(
  "hub_whitelist_changes",
  {
    ...chainEventColumns(),
    /** "collateral", "loan" or "nft". */
    list: text("list").notNull(),
    /** The token (zero address: the native coin) or NFT collection. */
    asset: text("asset").notNull(),
    whitelisted: boolean("whitelisted").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("hub_whitelist_changes_key_idx").on(table.chainId, table.contract, table.list, table.asset),
  ],
);

/** PriceFeedChanged and PriceFeedRemoved (feed and heartbeat null). */
export const hubPriceFeedChanges = pgTable(
  "hub_price_feed_changes",
  {
    ...chainEventColumns(),
    token: text("token").notNull(),
    feed: text("feed"),
    heartbeat: integer("heartbeat"),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("hub_price_feed_changes_key_idx").on(table.chainId, table.contract, table.token),
  ],
);

/** ContractAddressChanged: the registry of protocol contracts (zero address: removed). */
export const hubRegistryChanges = pgTable(
  "hub_registry_changes",
  {
    ...chainEventColumns(),
    /** keccak256 of the contract's name, as hex. */
    key: text("key").notNull(),
    address: text("address").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("hub_registry_changes_key_idx").on(table.chainId, table.contract, table.key),
  ],
);

/** FeeWalletChanged. */
export const hubFeeWalletChanges = pgTable(
  "hub_fee_wallet_changes",
  {
    ...chainEventColumns(),
    wallet: text("wallet").notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] })],
);
