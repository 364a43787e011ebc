import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "./chain-event-columns.ts";

/**
 * The undo journal of the projectors' current-state tables (lending, packages, the NFT market): before a
 * projector changes a row, the row as it was (to_jsonb) is kept here under the event that changed it. A
 * rollback from block B puts back, for every row changed at B or later, its oldest journaled version, then
 * deletes the journal entries and the rows created from B on (api/src/chain-spine/undo-journal.ts).
 */
export const chainUndoJournal = pgTable(
  "chain_undo_journal",
  {
    /** Order of the changes, for picking a row's oldest version. */
    seq: bigserial("seq", { mode: "bigint" }).primaryKey(),
    ...chainEventColumns(),
    /** The changed table's SQL name. */
    tableName: text("table_name").notNull(),
    /** The row before the change. */
    previous: jsonb("previous").notNull(),
  },
  (table) => [index("chain_undo_journal_block_idx").on(table.chainId, table.blockNumber)],
);
