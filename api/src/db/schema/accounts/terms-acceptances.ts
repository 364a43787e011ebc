import { integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Acceptance of the terms of service: by account when logged in, otherwise by a known wallet address
 * (exactly one of the two is set). The investor type (1, 2, 3) chosen after accepting is kept with it.
 */
export const termsAcceptances = pgTable("terms_acceptances", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  walletAddress: text("wallet_address").unique(),
  investorType: smallint("investor_type"),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
});
