import { bigint, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { chainTime } from "../chain-spine/chain-columns.ts";

/** ReputationChanged of the Reputation contract, one row per event; the newest row of a wallet holds its scores. */
export const reputationChanges = pgTable(
  "reputation_changes",
  {
    ...chainEventColumns(),
    wallet: text("wallet").notNull(),
    /** The ReputationReason values applied, as bits (1 << reason): one event carries every reason of one wallet in one call. */
    reasons: bigint("reasons", { mode: "bigint" }).notNull(),
    /** The points added to each score the reasons move (one score, except IdentityVerified's both). */
    points: bigint("points", { mode: "bigint" }).notNull(),
    borrowerScore: bigint("borrower_score", { mode: "bigint" }).notNull(),
    lenderScore: bigint("lender_score", { mode: "bigint" }).notNull(),
    changedAt: chainTime("changed_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("reputation_changes_wallet_idx").on(table.chainId, table.contract, table.wallet, table.blockNumber, table.logIndex),
  ],
);
