import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/users.ts";

/**
 * A notification of spec §3, column names as the spec's fields. meta_data is text holding JSON (the spec's
 * wording); its shape is the catalogue's (packages/shared/src/notifications/catalogue.ts).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    txType: smallint("tx_type").notNull(),
    /** 1 borrower, 2 lender. */
    userType: smallint("user_type").notNull(),
    /** Filter type: HOT 1, ACTIVITIES 2, NEW_SYSTEM 3, WARNING 4 (from the catalogue). */
    type: smallint("type").notNull(),
    metaData: text("meta_data").notNull(),
    isReaded: boolean("is_readed").notNull().default(false),
    createAt: timestamp("create_at", { withTimezone: true }).notNull().defaultNow(),
    /** What caused it, for emitters that may see the same cause twice (a chain log): one notification per key. */
    sourceKey: text("source_key").unique(),
  },
  (table) => [
    index("notifications_user_id_idx").on(table.userId, table.id),
    index("notifications_user_unread_idx").on(table.userId, table.type, table.isReaded),
  ],
);

/** Where the bell's "new" badge was last cleared: notifications with a larger id are new. */
export const notificationMarkers = pgTable("notification_markers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastOpenedId: integer("last_opened_id").notNull().default(0),
  openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's Web Push subscription (the PushSubscription JSON of POST notify/post-tokens). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** keys.p256dh and keys.auth of the subscription, base64url. */
    keyP256dh: text("key_p256dh").notNull(),
    keyAuth: text("key_auth").notNull(),
    /** Deliveries the push service failed in a row; at MAX_PUSH_FAILURES the subscription is dropped. */
    failures: integer("failures").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_subscriptions_user_id_idx").on(table.userId)],
);

/**
 * Single-use tickets that open the notification stream (EventSource cannot send an Authorization header).
 * Only the hash is stored; a ticket lives 60 seconds and is deleted when used.
 */
export const notificationStreamTickets = pgTable("notification_stream_tickets", {
  ticketHash: text("ticket_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  sessionId: text("session_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Notifications a chain batch decided on, written in the batch's own transaction and delivered after it commits
 * (Notifier.deliverOutbox): a crash between the commit and the send leaves them here, to be sent on the next start.
 */
export const notificationOutbox = pgTable("notification_outbox", {
  id: serial("id").primaryKey(),
  /** The notification's source key: delivering a row twice (or two rows of one cause) stores one notification. */
  sourceKey: text("source_key").notNull(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  userType: smallint("user_type").notNull(),
  txType: smallint("tx_type").notNull(),
  /** The catalogue's meta data, JSON. */
  metaData: text("meta_data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
