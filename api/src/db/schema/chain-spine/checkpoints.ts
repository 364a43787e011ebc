import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * How far the chain spine has indexed each chain (docs/decisions/0014-chain-spine.md). Moved in the same
 * transaction as the projectors' rows, so that a restart resumes exactly where the last commit stopped.
 */
export const chainCheckpoints = pgTable("chain_checkpoints", {
  chainId: integer("chain_id").primaryKey(),
  /** The last block indexed; the deployment's start block minus one before anything is. */
  blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
  /** Its hash, compared with the chain's to detect a reorganisation; null when not known (before the start). */
  blockHash: text("block_hash"),
  /** What is indexed: the start block and each projector's contracts. A change rescans from the start block. */
  sources: text("sources").notNull().default(""),
  /**
   * The newest block indexed while the index stood at the chain's head (null before it first did): events after it
   * are news however old they are, events at or before it were indexed before (chain-spine/news.ts).
   */
  highWater: bigint("high_water", { mode: "bigint" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Hashes of recently indexed blocks (the end of each batch): where a reorganisation forked off. */
export const chainBlocks = pgTable(
  "chain_blocks",
  {
    chainId: integer("chain_id").notNull(),
    blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
    blockHash: text("block_hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.blockNumber] })],
);

/** Each log a projector has applied, once: replaying a range skips them. */
export const chainProcessedLogs = pgTable(
  "chain_processed_logs",
  {
    chainId: integer("chain_id").notNull(),
    projector: text("projector").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.projector, table.txHash, table.logIndex] }),
    index("chain_processed_logs_block_idx").on(table.chainId, table.blockNumber),
  ],
);

/**
 * Projectors set aside after failing on the same batch again and again (decision 0037): the others and the
 * keeper go on; this one catches up from `fromBlock` on its own, retried with a growing pause, and leaves the
 * table once it reaches the checkpoint.
 */
export const chainQuarantines = pgTable(
  "chain_quarantines",
  {
    chainId: integer("chain_id").notNull(),
    projector: text("projector").notNull(),
    /** The first block whose logs this projector has not applied. */
    fromBlock: bigint("from_block", { mode: "bigint" }).notNull(),
    /** The last failure's message. */
    error: text("error").notNull(),
    /** When it was set aside. */
    since: timestamp("since", { withTimezone: true }).notNull(),
    /** Failed catch-up attempts since: each doubles the pause before the next. */
    attempts: integer("attempts").notNull().default(0),
    retryAt: timestamp("retry_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.projector] })],
);
