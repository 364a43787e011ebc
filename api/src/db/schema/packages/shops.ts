import { index, integer, numeric, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/users.ts";

/**
 * Lenders registered for the lending service (Become a Lender): a pawnshop or a P2P lender, one per user
 * (users.pawn_shop_id points back here). The wallet is the one their packages and offers lend from.
 */
export const shops = pgTable(
  "shops",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    /** PAWNSHOP or P2P_LENDER. */
    type: text("type", { enum: ["PAWNSHOP", "P2P_LENDER"] }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    email: text("email"),
    /** ISO 3166-1 alpha-2 code of the phone number's country. */
    phoneCountry: text("phone_country"),
    phone: text("phone"),
    address: text("address"),
    website: text("website"),
    logo: text("logo"),
    /** Lower case, one of the user's wallets when registered. */
    walletAddress: text("wallet_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shops_type_idx").on(table.type, table.id), index("shops_wallet_idx").on(table.walletAddress)],
);

/** A lender's standing preferences, matched against new collaterals (one row per shop; DELETE removes it). */
export const shopLendingSettings = pgTable("shop_lending_settings", {
  pawnShopId: integer("pawn_shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  loanSymbols: text("loan_symbols").array().notNull(),
  collateralSymbols: text("collateral_symbols").array().notNull(),
  /** 0 weeks, 1 months. */
  durationTypes: smallint("duration_types").array().notNull(),
  minDuration: integer("min_duration").notNull(),
  maxDuration: integer("max_duration").notNull(),
  minAmountUsd: numeric("min_amount_usd", { precision: 17, scale: 2 }).notNull(),
  maxAmountUsd: numeric("max_amount_usd", { precision: 17, scale: 2 }).notNull(),
  /** Annual percent. */
  minInterestRate: numeric("min_interest_rate", { precision: 8, scale: 3, mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
