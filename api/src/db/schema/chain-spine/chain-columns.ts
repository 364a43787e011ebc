import { bigint, numeric, timestamp } from "drizzle-orm/pg-core";

/** A uint256 of the chain (amounts, token ids, rates scaled by 1e27): exact, as a bigint in TypeScript. */
export const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0, mode: "bigint" });

/** An id the contracts count up from 1 (collaterals, offers/loans, packages, submissions). */
export const chainId64 = (name: string) => bigint(name, { mode: "bigint" });

/** A chain timestamp (block time or a time the contract computed), never the server's clock. */
export const chainTime = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Columns of a current-state row (an entity the projectors update in place): when it was last changed.
 * The chain-event columns stay those of the event that created the row; the undo journal
 * (undo-journal.ts) keeps each previous version so that a rollback restores it.
 */
export function updatedColumns() {
  return {
    createdAt: chainTime("created_at").notNull(),
    updatedBlock: bigint("updated_block", { mode: "bigint" }).notNull(),
    updatedAt: chainTime("updated_at").notNull(),
  };
}
