import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Reputation points per wallet (lower-case address), as borrower and as lender. Absent = 0 and 0. */
export const reputations = pgTable("reputations", {
  walletAddress: text("wallet_address").primaryKey(),
  reputationBorrower: integer("reputation_borrower").notNull().default(0),
  reputationLender: integer("reputation_lender").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
