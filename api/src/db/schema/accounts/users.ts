import { integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** A person: an e-mail account, a wallet-only account, or both once a wallet is linked. */
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: text("email").unique(),
  name: text("name").notNull().default(""),
  passwordHash: text("password_hash"),
  avatar: text("avatar"),
  /** "pending" until the e-mail is confirmed; wallet and social accounts start "active". */
  status: text("status", { enum: ["pending", "active"] }).notNull().default("pending"),
  referralCode: text("referral_code").notNull().unique(),
  referredByUserId: integer("referred_by_user_id"),
  pawnShopId: integer("pawn_shop_id"),
  investorType: smallint("investor_type"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Wallet addresses (lower case) belonging to a user; an address belongs to one user at most. */
export const userWallets = pgTable("user_wallets", {
  address: text("address").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
});
