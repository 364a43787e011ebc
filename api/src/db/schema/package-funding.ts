import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "./chain-event-columns.ts";
import { uint256, updatedColumns } from "./lending-columns.ts";

/**
 * What a package owner's wallet holds of a loan token and lets the lending core pull (decision 0026): one row
 * per (chain, token, owner) that owns a PawnShop package lending that token. The chain-event columns are
 * those of the PackageCreated that seeded it (balance and allowance read at that block: events of that
 * block and before are in it); Transfer and Approval events change it after, undone through lending_undo.
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
    ...updatedColumns(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.token, table.owner] })],
);
