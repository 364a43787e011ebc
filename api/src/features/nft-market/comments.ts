import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { getAddress } from "viem";
import type { CommentItem } from "@openpawn/shared/nft-market/schemas";
import { NFT_MARKET_ERRORS } from "@openpawn/shared/nft-market/errors";
import type { Database } from "../../db/client.ts";
import { nftComments, userWallets, users } from "../../db/schema.ts";
import { ApiError } from "../../lib/response.ts";
import type { NftRow } from "./nft-items.ts";

type CommentRow = typeof nftComments.$inferSelect;

/** The NFT a comment belongs to, by its identity on the chain (not the index's id). */
const onNft = (nft: Pick<NftRow, "chainId" | "collection" | "tokenId">) =>
  and(eq(nftComments.chainId, nft.chainId), eq(nftComments.collection, nft.collection), eq(nftComments.tokenId, nft.tokenId));

/** The author's first linked wallet, shown beside their name. */
const firstWallet = sql<string | null>`(select ${userWallets.address} from ${userWallets} where ${userWallets.userId} = ${nftComments.userId} order by ${userWallets.linkedAt} limit 1)`;

const selection = { comment: nftComments, name: users.name, avatar: users.avatar, wallet: firstWallet };

function commentItem(row: { comment: CommentRow; name: string; avatar: string | null; wallet: string | null }, nftId: number, viewer: number | null): CommentItem {
  const { comment } = row;
  return {
    id: comment.id,
    nftId,
    content: comment.content,
    hidden: comment.hidden,
    author: { userId: comment.userId, name: row.name, avatar: row.avatar, walletAddress: row.wallet === null ? null : getAddress(row.wallet) },
    mine: viewer === comment.userId,
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
  };
}

/**
 * Comments on an NFT's market page (decision 0030). Anyone reads them (hidden ones only their author and
 * moderators see); only the author edits or deletes one; an Operator hides one.
 */
export function nftCommentStore(db: Database) {
  const one = async (id: number, nftId: number, viewer: number | null) => {
    const [row] = await db.select(selection).from(nftComments).innerJoin(users, eq(users.id, nftComments.userId)).where(eq(nftComments.id, id));
    if (!row) throw new ApiError(NFT_MARKET_ERRORS.commentNotFound);
    return commentItem(row, nftId, viewer);
  };
  /** The comment, if `userId` wrote it: someone else's is refused (403), a missing one is a 404. */
  const own = async (id: number, userId: number): Promise<CommentRow> => {
    const [row] = await db.select().from(nftComments).where(eq(nftComments.id, id));
    if (!row) throw new ApiError(NFT_MARKET_ERRORS.commentNotFound);
    if (row.userId !== userId) throw new ApiError(NFT_MARKET_ERRORS.commentNotOwned);
    return row;
  };

  return {
    /** A page of an NFT's comments, newest first. */
    async list(nft: NftRow, viewer: { userId: number | null; moderator: boolean }, page: { page: number; size: number }) {
      const visible = viewer.moderator ? undefined : or(eq(nftComments.hidden, false), viewer.userId === null ? sql`false` : eq(nftComments.userId, viewer.userId));
      const where = and(onNft(nft), visible);
      const rows = await db
        .select(selection)
        .from(nftComments)
        .innerJoin(users, eq(users.id, nftComments.userId))
        .where(where)
        .orderBy(desc(nftComments.id))
        .limit(page.size)
        .offset(page.page * page.size);
      const [total] = await db.select({ n: count() }).from(nftComments).where(where);
      return { rows: rows.map((row) => commentItem(row, nft.id, viewer.userId)), total: total?.n ?? 0 };
    },
    /** Whether the NFT has hidden comments someone other than `viewer` wrote: only then does a moderator see more. */
    async hasHiddenOfOthers(nft: NftRow, viewer: number): Promise<boolean> {
      const [row] = await db
        .select({ id: nftComments.id })
        .from(nftComments)
        .where(and(onNft(nft), eq(nftComments.hidden, true), sql`${nftComments.userId} <> ${viewer}`))
        .limit(1);
      return row !== undefined;
    },
    async add(nft: NftRow, userId: number, content: string): Promise<CommentItem> {
      const [row] = await db.insert(nftComments).values({ chainId: nft.chainId, collection: nft.collection, tokenId: nft.tokenId, userId, content }).returning();
      if (!row) throw new Error("the comment was not stored");
      return one(row.id, nft.id, userId);
    },
    /** The NFT row key of a comment, to answer with its NFT's id. */
    async nftOf(id: number): Promise<Pick<CommentRow, "chainId" | "collection" | "tokenId"> | null> {
      const [row] = await db.select({ chainId: nftComments.chainId, collection: nftComments.collection, tokenId: nftComments.tokenId }).from(nftComments).where(eq(nftComments.id, id));
      return row ?? null;
    },
    async edit(id: number, userId: number, content: string, nftId: number): Promise<CommentItem> {
      await own(id, userId);
      await db.update(nftComments).set({ content, editedAt: new Date() }).where(eq(nftComments.id, id));
      return one(id, nftId, userId);
    },
    async remove(id: number, userId: number): Promise<void> {
      await own(id, userId);
      await db.delete(nftComments).where(eq(nftComments.id, id));
    },
    async setHidden(id: number, moderatorId: number, hidden: boolean, nftId: number): Promise<CommentItem> {
      const [row] = await db.update(nftComments).set({ hidden, moderatedBy: moderatorId }).where(eq(nftComments.id, id)).returning({ id: nftComments.id });
      if (!row) throw new ApiError(NFT_MARKET_ERRORS.commentNotFound);
      return one(id, nftId, moderatorId);
    },
  };
}
