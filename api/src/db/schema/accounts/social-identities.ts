import { integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A Google or Facebook identity linked to a user: the provider's stable subject (Google `sub`,
 * Facebook app-scoped user id), never an e-mail. One identity belongs to one user at most.
 */
export const socialIdentities = pgTable(
  "social_identities",
  {
    /** The spec's login type: FACEBOOK 1, GOOGLE 2. */
    provider: smallint("provider").notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);
