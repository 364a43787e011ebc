import { bigint, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { uint256, updatedColumns } from "../chain-spine/chain-columns.ts";

/**
 * What a package owner's wallet holds of a loan token and lets the lending core pull (decision 0026): one row
 * per (chain, token, owner) that owns a PawnShop package lending that token. The chain-event columns are
 * those of the PackageCreated that seeded it; balance and allowance are read at `readBlock`, and the Transfer
 * and Approval events after that block change them, undone through chain_undo_journal.
 */
export const packageFunding = pgTable(
  "package_funding",
  {
    ...chainEventColumns(),
    /** The loan token, checksummed. */
    token: text("token").notNull(),
    /** The package owner's wallet, checksummed. */
    owner: text("owner").notNull(),
    balance: uint256("balance").notNull(),
    /** The allowance toward the lending core, which pulls the principal when a package loan opens. */
    allowance: uint256("allowance").notNull(),
    /**
     * The block balance and allowance were last read at: the index's confirmed head at the time (never an
     * event's own block, which a node that is not an archive node has pruned). Logs at or before it are in them.
     */
    readBlock: bigint("read_block", { mode: "bigint" }).notNull(),
    ...updatedColumns(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.token, table.owner] })],
);
