import { index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/users.ts";

/**
 * A referral: the invitee registered with the referrer's code. The reward (base units of the token)
 * stays "pending" until the invitee's identity verification is approved, then "rewarded".
 */
export const referrals = pgTable(
  "referrals",
  {
    id: serial("id").primaryKey(),
    referrerUserId: integer("referrer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeUserId: integer("invitee_user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "rewarded"] }).notNull().default("pending"),
    rewardAmount: numeric("reward_amount", { precision: 78, scale: 0 }).notNull(),
    rewardToken: text("reward_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
  },
  (table) => [index("referrals_referrer_idx").on(table.referrerUserId, table.id)],
);
