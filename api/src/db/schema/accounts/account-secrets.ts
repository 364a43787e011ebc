import { bigserial, customType, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
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

/** Raw bytes (PostgreSQL bytea): PGlite reads them as a Uint8Array, node-postgres as a Buffer (one too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Self-hosted slider captcha challenges: the gap's position is secret until answered; one answer each. The two
 * PNGs are drawn once, when the challenge is made, and dropped when it is answered. A login check has no gap and
 * no PNG: its work is the whole challenge (decision 0043).
 */
export const captchaChallenges = pgTable(
  "captcha_challenges",
  {
    id: text("id").primaryKey(),
    gapX: smallint("gap_x"),
    gapY: smallint("gap_y"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The address that asked for it (null when none was given): live challenges are capped per address. */
    clientIp: text("client_ip"),
    /** Order of issue, for dropping an address's oldest challenge (timestamps can tie). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    /** The picture with the gap and its decoys, and the piece (a strip of the picture's height), as PNGs. */
    picture: bytea("picture"),
    piece: bytea("piece"),
  },
  (table) => [index("captcha_challenges_client_ip_idx").on(table.clientIp, table.seq)],
);

/**
 * Failed slider answers per client address, as a score that halves every `SLIDER.growth.halfLifeMs`: the proof
 * of work of that address's next challenges grows with it.
 */
export const captchaFailures = pgTable("captcha_failures", {
  ip: text("ip").primaryKey(),
  score: doublePrecision("score").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
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
