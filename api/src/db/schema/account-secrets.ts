import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Single-use keys sent by e-mail (account confirmation, password reset). Only the SHA-256 of a key is
 * stored; a key works once and until it expires.
 */
export const accountKeys = pgTable(
  "account_keys",
  {
    keyHash: text("key_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirmation", "reset"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_keys_user_idx").on(table.userId)],
);

/** Messages to sign for wallet sign-in (EIP-4361 style): each nonce is used once, within minutes. */
export const walletNonces = pgTable(
  "wallet_nonces",
  {
    nonce: text("nonce").primaryKey(),
    /** Lower case. */
    address: text("address").notNull(),
    message: text("message").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wallet_nonces_address_idx").on(table.address, table.createdAt)],
);

/** Self-hosted slider captcha challenges: the gap's position is secret until answered; one answer each. */
export const captchaChallenges = pgTable("captcha_challenges", {
  id: text("id").primaryKey(),
  gapX: smallint("gap_x").notNull(),
  gapY: smallint("gap_y").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** E-mails caught by the development mail catcher (only while SMTP_URL is unset). */
export const caughtMails = pgTable("caught_mails", {
  id: serial("id").primaryKey(),
  sender: text("sender").notNull().default(""),
  recipients: text("recipients").array().notNull(),
  subject: text("subject").notNull().default(""),
  text: text("text").notNull().default(""),
  html: text("html").notNull().default(""),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
