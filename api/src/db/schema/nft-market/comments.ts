import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { uint256 } from "../chain-spine/chain-columns.ts";
import { users } from "../accounts/users.ts";

/**
 * Comments on an NFT's market page (features/nft-market/comments.ts): written, edited and deleted by their author only;
 * an Operator (the Hub role of a wallet of theirs) may hide one. Keyed by the NFT itself (chain,
 * collection, token id), not the index's id, so a re-indexed NFT keeps its comments.
 */
export const nftComments = pgTable(
  "nft_comments",
  {
    id: serial("id").primaryKey(),
    chainId: integer("chain_id").notNull(),
    collection: text("collection").notNull(),
    tokenId: uint256("token_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    /** Who hid or showed it last (a moderator). */
    moderatedBy: integer("moderated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when its author edits it. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (table) => [index("nft_comments_nft_idx").on(table.chainId, table.collection, table.tokenId, table.id)],
);
