import { boolean, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/users.ts";

/** Per-user e-mail and notification preferences; no row means every default applies. */
export const userSettings = pgTable("user_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  receiveLendingEmails: boolean("receive_lending_emails").notNull().default(true),
  receiveMarketingEmails: boolean("receive_marketing_emails").notNull().default(false),
  push: boolean("push").notNull().default(true),
  borrower: boolean("borrower").notNull().default(true),
  lender: boolean("lender").notNull().default(true),
  system: boolean("system").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
