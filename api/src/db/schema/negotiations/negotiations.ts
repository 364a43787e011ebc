import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { chainId64, uint256 } from "../chain-spine/chain-columns.ts";
import { packages } from "../packages/packages.ts";
import { users } from "../accounts/users.ts";

/**
 * Negotiation threads (decision 0027): a borrower and one lender trading proposals for a loan against one open
 * collateral, opened by either side on the collateral, by the borrower as a request to a NEGOTIATION package or
 * to a chosen lender. One thread per collateral and lender; only the two parties read it.
 */
export const negotiations = pgTable(
  "negotiations",
  {
    id: serial("id").primaryKey(),
    chainId: integer("chain_id").notNull(),
    collateralId: chainId64("collateral_id").notNull(),
    /** The transaction that created the collateral: a reorganisation that gives the id to another collateral voids the thread. */
    collateralTxHash: text("collateral_tx_hash"),
    borrowerUserId: integer("borrower_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lenderUserId: integer("lender_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The NEGOTIATION package the request was sent to; null for a thread on the collateral itself. */
    packageId: integer("package_id").references(() => packages.id, { onDelete: "set null" }),
    /** Who opened it: a borrower's request, or a lender's approach. */
    openedBy: text("opened_by", { enum: ["BORROWER", "LENDER"] }).notNull(),
    /** OPEN while proposals go back and forth; AGREED once one side took the other's last proposal; CLOSED by either. */
    status: text("status", { enum: ["OPEN", "AGREED", "CLOSED"] }).notNull().default("OPEN"),
    agreedEntryId: integer("agreed_entry_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("negotiations_pair_idx").on(table.chainId, table.collateralId, table.lenderUserId),
    index("negotiations_borrower_idx").on(table.borrowerUserId, table.updatedAt),
    index("negotiations_lender_idx").on(table.lenderUserId, table.updatedAt),
  ],
);

/**
 * What happens in a thread, in order: a proposal (terms and a message), the other side's agreement to it, the
 * lender's signed offer of the agreed terms, or a closure. Terms are kept in the core's units (rates in percent
 * × LENDING_RATE_ZOOM); the loan token is always the collateral's.
 */
export const negotiationEntries = pgTable(
  "negotiation_entries",
  {
    id: serial("id").primaryKey(),
    negotiationId: integer("negotiation_id")
      .notNull()
      .references(() => negotiations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["PROPOSAL", "AGREEMENT", "SIGNED_OFFER", "CLOSURE"] }).notNull(),
    side: text("side", { enum: ["BORROWER", "LENDER"] }).notNull(),
    authorUserId: integer("author_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: uint256("amount"),
    repaymentToken: text("repayment_token"),
    interestRate: integer("interest_rate"),
    liquidationThreshold: integer("liquidation_threshold"),
    durationQty: integer("duration_qty"),
    durationUnit: smallint("duration_unit"),
    cycleUnit: smallint("cycle_unit"),
    /** The signed offer a SIGNED_OFFER entry announces. */
    signedOfferId: integer("signed_offer_id"),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("negotiation_entries_thread_idx").on(table.negotiationId, table.id)],
);
