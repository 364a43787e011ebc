import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** How far the indexer has read each chain, so that a restart resumes where it stopped. */
export const chainCheckpoints = pgTable("chain_checkpoints", {
  chainId: integer("chain_id").primaryKey(),
  blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
  blockHash: text("block_hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
