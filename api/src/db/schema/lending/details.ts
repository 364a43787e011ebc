import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { chainId64 } from "../chain-spine/chain-columns.ts";

/**
 * What the chain does not hold, beside the indexed rows: a collateral's name and description, an offer's
 * message. Keyed like the index row, with the hash of the transaction that created it, so that a
 * different collateral given the same id after a reorganisation never shows another's words.
 * Written by the API for the position's owner only (features/lending, features/nft-pawn).
 */
export const lendingCollateralDetails = pgTable(
  "lending_collateral_details",
  {
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    collateralId: chainId64("collateral_id").notNull(),
    createdTxHash: text("created_tx_hash").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.contract, table.collateralId] })],
);

export const lendingOfferDetails = pgTable(
  "lending_offer_details",
  {
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    offerId: chainId64("offer_id").notNull(),
    createdTxHash: text("created_tx_hash").notNull(),
    message: text("message").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.contract, table.offerId] })],
);
