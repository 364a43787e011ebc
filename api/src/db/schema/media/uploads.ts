import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every NFT file and metadata JSON stored through the upload routes, per uploader (docs/decisions/0037: unminted media
 * is bounded and collected). One row per file and account: the same bytes uploaded again by the same account renew
 * the row instead of counting twice. What no token names `NFT_MEDIA_UNCLAIMED_DAYS` after its last upload is deleted
 * from the content store with its rows; what a token names is kept for good.
 *
 * `user_id` has no foreign key on purpose: a row outlives its account (a wallet-only account merged into another is
 * deleted), so that its content is still collected and cannot be freed from the quota by dropping the account.
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    /** The file's CID (base32 CIDv1), as the content store names it. */
    cid: text("cid").notNull(),
    userId: integer("user_id").notNull(),
    /** The client address of the latest upload (request.ip): the per-address budget counts by it. */
    ip: text("ip").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    /** What the upload was: a token's file, a video's cover image, or metadata JSON. */
    kind: text("kind", { enum: ["media", "cover", "metadata"] }).notNull(),
    /** This account's first upload of it. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /**
     * Its latest upload by this account, or its latest renewal by a metadata save that names it: the per-address
     * budget's day and the collection's clock start here.
     */
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    /** When a token was first found naming it (its tokenURI, or its metadata's image or animation_url); null until then. */
    namedAt: timestamp("named_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.cid, table.userId] }),
    // The account's quota: the bytes of its rows no token names.
    index("media_uploads_unnamed_user_idx").on(table.userId).where(sql`${table.namedAt} is null`),
    // The address's budget: the bytes uploaded from it within the last day.
    index("media_uploads_ip_idx").on(table.ip, table.uploadedAt),
    // The collection: unnamed rows past their days.
    index("media_uploads_unnamed_uploaded_idx").on(table.uploadedAt).where(sql`${table.namedAt} is null`),
  ],
);
