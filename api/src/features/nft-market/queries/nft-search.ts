import { and, asc, desc, eq, gte, inArray, like, lte, sql, type SQL } from "drizzle-orm";
import { getAddress } from "viem";
import type { NftSearchQuery } from "@openpawn/shared/nft-market/schemas";
import { nftBalances, nftCollections, nftTokenCounts, nftTokens } from "../../../db/schema.ts";
import type { NftScope } from "../nft-scope.ts";
import { NftKind, NftListStatus } from "../nft-values.ts";
import type { NftWithCollection } from "../nft-items.ts";

/** `%`, `_` and `\` of a user's text, matched literally by ILIKE. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The NFT's collection row, joined by every NFT list. */
export const collectionOfNft = and(eq(nftCollections.chainId, nftTokens.chainId), eq(nftCollections.address, nftTokens.collection));

/** The conditions of a search; also used by a wallet's list (owner and status filters). */
export function searchConditions(scope: NftScope, query: Partial<NftSearchQuery>): { where: SQL | undefined; bucketsOnly: boolean } {
  const statuses = query.status?.map((name) => NftListStatus.value[name]);
  const payTokens = query.payToken === undefined ? undefined : scope.payTokensOf(query.payToken);
  const owner = query.owner
    ? inArray(
        nftTokens.id,
        scope.db
          .select({ id: nftBalances.nftId })
          .from(nftBalances)
          .where(and(eq(nftBalances.chainId, scope.chainId), eq(nftBalances.owner, getAddress(query.owner)), sql`${nftBalances.amount} > 0`)),
      )
    : undefined;
  const where = and(
    eq(nftTokens.chainId, scope.chainId),
    query.collection ? eq(nftTokens.collection, getAddress(query.collection)) : undefined,
    statuses && inArray(nftTokens.status, statuses),
    payTokens && (payTokens.length > 0 ? inArray(nftTokens.payToken, payTokens) : sql`false`),
    query.priceMin === undefined ? undefined : gte(nftTokens.price, BigInt(query.priceMin)),
    query.priceMax === undefined ? undefined : lte(nftTokens.price, BigInt(query.priceMax)),
    query.creator ? eq(nftTokens.creator, getAddress(query.creator)) : undefined,
    owner,
    query.kind ? eq(nftTokens.kind, NftKind.value[query.kind]) : undefined,
    query.soft === undefined ? undefined : eq(nftTokens.soft, query.soft),
    // search_text is lower case already: LIKE on a lowered pattern spares ILIKE's case folding of every row.
    query.search ? like(nftTokens.searchText, likePattern(query.search)) : undefined,
  );
  // Statuses, collections, pay tokens, kinds and softness are what the per-bucket counts can answer.
  const bucketsOnly = [query.priceMin, query.priceMax, query.creator, query.owner, query.search].every((value) => value === undefined || value === "");
  return { where, bucketsOnly };
}

/** A counted total stops here: a search matching more reports this many (the web shows "10,000+"). */
export const COUNTED_TOTAL_CAP = 10_000;

/**
 * How many NFTs match: summed from nft_token_counts (kept by triggers) when the filter is made of statuses,
 * collections, pay tokens, kinds and softness; otherwise counted up to COUNTED_TOTAL_CAP: a creator's, an owner's
 * or a price range's rows are few through their indexes, but a common word can match a quarter of all NFTs, and
 * counting those costs more than the page (decision 0030).
 */
async function total(scope: NftScope, query: Partial<NftSearchQuery>, where: SQL | undefined, bucketsOnly: boolean): Promise<number> {
  if (!bucketsOnly) {
    const matches = scope.db.select({ one: sql`1` }).from(nftTokens).where(where).limit(COUNTED_TOTAL_CAP).as("matches");
    const [counted] = await scope.db.select({ n: sql<number>`count(*)::int` }).from(matches);
    return counted?.n ?? 0;
  }
  const buckets = nftTokenCounts;
  const statuses = query.status?.map((name) => NftListStatus.value[name]);
  const payTokens = query.payToken === undefined ? undefined : scope.payTokensOf(query.payToken);
  if (payTokens?.length === 0) return 0;
  // A bucket per (status, collection, pay token): kinds and softness are their collection's.
  const [row] = await scope.db
    .select({ n: sql<number>`coalesce(sum(${buckets.nfts}), 0)::int` })
    .from(buckets)
    .innerJoin(nftCollections, and(eq(nftCollections.chainId, buckets.chainId), eq(nftCollections.address, buckets.collection)))
    .where(
    and(
      eq(buckets.chainId, scope.chainId),
      query.collection ? eq(buckets.collection, getAddress(query.collection)) : undefined,
      statuses && inArray(buckets.status, statuses),
      payTokens && inArray(buckets.payToken, payTokens),
      query.kind ? eq(nftCollections.kind, NftKind.value[query.kind]) : undefined,
      query.soft === undefined ? undefined : eq(nftCollections.soft, query.soft),
    ),
  );
  return row?.n ?? 0;
}

/** GET /nft/get: a page of the search, with how many match in all. */
export async function searchNfts(scope: NftScope, query: NftSearchQuery): Promise<{ rows: NftWithCollection[]; total: number }> {
  const { where, bucketsOnly } = searchConditions(scope, query);
  const byId = query.sort.direction === "desc" ? desc(nftTokens.id) : asc(nftTokens.id);
  // By price: ties in the same direction by id, so that one index (nft_tokens_price_asc_idx / _desc_idx) serves it.
  const order =
    query.sort.field === "price"
      ? [query.sort.direction === "desc" ? sql`${nftTokens.price} desc nulls last` : sql`${nftTokens.price} asc nulls last`, byId]
      : [byId];
  const rows = await scope.db
    .select({ nft: nftTokens, collection: nftCollections })
    .from(nftTokens)
    .leftJoin(nftCollections, collectionOfNft)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(query.page * query.size);
  return { rows, total: await total(scope, query, where, bucketsOnly) };
}
