import { bigint, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { shops } from "./shops.ts";

/**
 * A lender's loan packages as the API keeps them (spec §3 crypto package): drafts, NEGOTIATION packages
 * (off chain, decision 0024) and the link of an Auto or Semi-auto package to its PawnShop package, whose
 * state (open or cancelled, budget) the index holds in package_chain_states.
 */
export const packages = pgTable(
  "packages",
  {
    id: serial("id").primaryKey(),
    pawnShopId: integer("pawn_shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    /** 0 Auto, 1 Semi-auto, 2 Negotiation. */
    type: smallint("type").notNull(),
    message: text("message").notNull().default(""),
    /** Checksummed token addresses, as the index keeps them. */
    loanToken: text("loan_token").notNull(),
    repaymentToken: text("repayment_token").notNull(),
    minAmount: numeric("min_amount", { precision: 78, scale: 0 }).notNull(),
    maxAmount: numeric("max_amount", { precision: 78, scale: 0 }).notNull(),
    budget: numeric("budget", { precision: 78, scale: 0 }).notNull(),
    collaterals: text("collaterals").array().notNull(),
    /** Percent × LENDING_RATE_ZOOM; a fixed rate, or a range for NEGOTIATION. */
    interestRate: integer("interest_rate"),
    interestRateMin: integer("interest_rate_min"),
    interestRateMax: integer("interest_rate_max"),
    minDuration: integer("min_duration").notNull(),
    maxDuration: integer("max_duration").notNull(),
    /** 0 weeks, 1 months; repayment cycles follow the unit. */
    durationType: smallint("duration_type").notNull(),
    /** Percent × LENDING_RATE_ZOOM. */
    ltv: integer("ltv").notNull(),
    liquidationThreshold: integer("liquidation_threshold").notNull(),
    /** DRAFT until published; a package on chain then reads its status from the index. */
    status: text("status", { enum: ["DRAFT", "PUBLISHED", "UNPUBLISHED"] }).notNull(),
    /** The PawnShop package id, once an Auto or Semi-auto package is published. */
    chainPackageId: bigint("chain_package_id", { mode: "bigint" }),
    /**
     * The transaction that created that package: the link holds only while the index's package of that id was made by
     * it, so a reorganisation that gives the id to another package does not hand this row's words and shop to it.
     */
    chainPackageTxHash: text("chain_package_tx_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("packages_shop_idx").on(table.pawnShopId, table.id),
    uniqueIndex("packages_chain_package_idx").on(table.chainPackageId, table.chainPackageTxHash),
  ],
);
