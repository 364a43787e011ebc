import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getAddress, isAddress } from "viem";
import { AssetKind, CollateralStatus, LoanStatus } from "@openpawn/chain/generated/enums";
import type { CollectionListQuery, NftEventTypeName, NftListStatusName } from "@openpawn/shared/nft-market/schemas";
import { COLLATERAL_STATUSES } from "@openpawn/shared/lending/schemas/collaterals";
import { lendingCollaterals, lendingLoans, nftAuctions, nftBalances, nftCollections, nftEvents, nftListings, nftTokens } from "../../../db/schema.ts";
import type { NftScope } from "../nft-scope.ts";
import { NftAuctionStatus, NftEventType, NftKind, NftListStatus } from "../nft-values.ts";
import { cheapestFirst, openSalesOf } from "../open-sales.ts";
import { availableCopies } from "./available-copies.ts";
import type { CollectionRow, NftWithCollection } from "../nft-items.ts";
import { collectionOfNft, likePattern } from "./nft-search.ts";

interface Page {
  page: number;
  size: number;
}

const held = sql`${nftBalances.amount} > 0`;

/** One NFT by the API's id, or by its collection and token id. */
export async function findNft(scope: NftScope, key: { id?: number; collection?: string; tokenId?: string }): Promise<NftWithCollection | null> {
  const which =
    key.id !== undefined
      ? eq(nftTokens.id, key.id)
      : and(eq(nftTokens.collection, getAddress(key.collection ?? "")), eq(nftTokens.tokenId, BigInt(key.tokenId ?? "0")));
  const [row] = await scope.db
    .select({ nft: nftTokens, collection: nftCollections })
    .from(nftTokens)
    .leftJoin(nftCollections, collectionOfNft)
    .where(and(eq(nftTokens.chainId, scope.chainId), which));
  return row ?? null;
}

/** What GET /nft/detail adds to an NFT: how many own it, its cheapest open sale, its auction not ended, its pawn. */
export async function nftMarketParts(scope: NftScope, found: NftWithCollection) {
  const { nft } = found;
  const [owners] = await scope.db.select({ n: count() }).from(nftBalances).where(and(eq(nftBalances.nftId, nft.id), held));
  const [listing] = await scope.db
    .select()
    .from(nftListings)
    .where(openSalesOf(nft.id))
    .orderBy(...cheapestFirst)
    .limit(1);
  const [auction] = await scope.db
    .select()
    .from(nftAuctions)
    .where(and(eq(nftAuctions.nftId, nft.id), inArray(nftAuctions.status, [NftAuctionStatus.value.PENDING_APPROVAL, NftAuctionStatus.value.APPROVED])))
    .orderBy(desc(nftAuctions.id))
    .limit(1);
  const [collateral] = await scope.db
    .select({ id: lendingCollaterals.id, status: lendingCollaterals.status, borrower: lendingCollaterals.borrower })
    .from(lendingCollaterals)
    .where(
      and(
        eq(lendingCollaterals.chainId, scope.chainId),
        eq(lendingCollaterals.contract, scope.core),
        eq(lendingCollaterals.token, nft.collection),
        eq(lendingCollaterals.tokenId, nft.tokenId),
        inArray(lendingCollaterals.kind, [AssetKind.ERC721, AssetKind.ERC1155]),
        inArray(lendingCollaterals.status, [CollateralStatus.Open, CollateralStatus.Contracted]),
      ),
    )
    .orderBy(desc(lendingCollaterals.id))
    .limit(1);
  const [loan] = collateral
    ? await scope.db
        .select({ id: lendingLoans.id })
        .from(lendingLoans)
        .where(
          and(
            eq(lendingLoans.chainId, scope.chainId),
            eq(lendingLoans.contract, scope.core),
            eq(lendingLoans.collateralId, collateral.id),
            eq(lendingLoans.status, LoanStatus.Active),
          ),
        )
    : [];
  const statusName = COLLATERAL_STATUSES[collateral ? collateral.status - 1 : 0] ?? "OPEN";
  return {
    owners: owners?.n ?? 0,
    listing: listing ?? null,
    auction: auction ?? null,
    pawn: collateral
      ? { collateralId: Number(collateral.id), status: statusName, borrowerWalletAddress: collateral.borrower, contractId: loan ? Number(loan.id) : null }
      : null,
  };
}

/**
 * GET /nft/{id}/customer: who owns it (beneficially: on sale, auction or pawn it is still theirs), most first, each
 * with the copies still free to list or pawn.
 */
export async function nftOwners(scope: NftScope, nftId: number, page: Page & { walletAddress?: string }) {
  const where = and(eq(nftBalances.nftId, nftId), held, page.walletAddress === undefined ? undefined : eq(nftBalances.owner, getAddress(page.walletAddress)));
  const rows = await scope.db
    .select({ owner: nftBalances.owner, amount: nftBalances.amount, available: availableCopies(scope) })
    .from(nftBalances)
    .where(where)
    .orderBy(desc(nftBalances.amount), nftBalances.owner)
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(nftBalances).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** GET /nft/{id}/events: its history, newest first. */
export async function nftHistory(scope: NftScope, nftId: number, types: NftEventTypeName[] | undefined, page: Page) {
  const where = and(eq(nftEvents.nftId, nftId), types && inArray(nftEvents.type, types.map((type) => NftEventType.value[type])));
  const rows = await scope.db
    .select()
    .from(nftEvents)
    .where(where)
    .orderBy(desc(nftEvents.blockNumber), desc(nftEvents.logIndex))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(nftEvents).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * GET /nft/nfts/customer: what these wallets own (one entry per wallet and NFT, with the copies still free to list or
 * pawn), newest NFT first; `available` keeps the entries with free copies.
 */
export async function walletNfts(
  scope: NftScope,
  wallets: string[],
  filter: { collection?: string; status?: NftListStatusName[]; available?: boolean },
  page: Page,
) {
  const available = availableCopies(scope);
  const where = and(
    eq(nftBalances.chainId, scope.chainId),
    inArray(
      nftBalances.owner,
      wallets.map((wallet) => getAddress(wallet)),
    ),
    held,
    filter.collection ? eq(nftTokens.collection, getAddress(filter.collection)) : undefined,
    filter.status && inArray(nftTokens.status, filter.status.map((name) => NftListStatus.value[name])),
    filter.available === undefined ? undefined : filter.available ? sql`${available} > 0` : sql`${available} = 0`,
  );
  const rows = await scope.db
    .select({ nft: nftTokens, collection: nftCollections, owner: nftBalances.owner, amount: nftBalances.amount, available })
    .from(nftBalances)
    .innerJoin(nftTokens, eq(nftTokens.id, nftBalances.nftId))
    .leftJoin(nftCollections, collectionOfNft)
    .where(where)
    .orderBy(desc(nftBalances.nftId), nftBalances.owner)
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(nftBalances).innerJoin(nftTokens, eq(nftTokens.id, nftBalances.nftId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** NFTs the index holds per collection, for a page of collections only. */
async function nftsPerCollection(scope: NftScope, addresses: string[]): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map();
  const counted = await scope.db
    .select({ collection: nftTokens.collection, n: count() })
    .from(nftTokens)
    .where(and(eq(nftTokens.chainId, scope.chainId), inArray(nftTokens.collection, addresses)))
    .groupBy(nftTokens.collection);
  return new Map(counted.map((row) => [row.collection, row.n]));
}

/** GET /collections: newest first; `search` is part of a name or symbol, or a whole address. */
export async function listCollections(scope: NftScope, query: CollectionListQuery, only?: SQL) {
  const text = query.search;
  const searched = text
    ? isAddress(text, { strict: false })
      ? eq(nftCollections.address, getAddress(text))
      : or(ilike(nftCollections.name, likePattern(text)), ilike(nftCollections.symbol, likePattern(text)))
    : undefined;
  const where = and(
    eq(nftCollections.chainId, scope.chainId),
    only,
    query.creator ? eq(nftCollections.creator, getAddress(query.creator)) : undefined,
    query.kind ? eq(nftCollections.kind, NftKind.value[query.kind]) : undefined,
    query.soft === undefined ? undefined : eq(nftCollections.soft, query.soft),
    searched,
  );
  const rows = await scope.db
    .select()
    .from(nftCollections)
    .where(where)
    .orderBy(desc(nftCollections.blockNumber), desc(nftCollections.logIndex))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await scope.db.select({ n: count() }).from(nftCollections).where(where);
  const nfts = await nftsPerCollection(
    scope,
    rows.map((row) => row.address),
  );
  return { rows: rows.map((row) => ({ row, nfts: nfts.get(row.address) ?? 0 })), total: total?.n ?? 0 };
}

export async function findCollection(scope: NftScope, address: string): Promise<{ row: CollectionRow; nfts: number } | null> {
  const [row] = await scope.db
    .select()
    .from(nftCollections)
    .where(and(eq(nftCollections.chainId, scope.chainId), eq(nftCollections.address, getAddress(address))));
  if (!row) return null;
  return { row, nfts: (await nftsPerCollection(scope, [row.address])).get(row.address) ?? 0 };
}

/** NFTs of these ids with their collections, in the order asked. */
export async function nftsByIds(scope: NftScope, ids: number[]): Promise<Map<number, NftWithCollection>> {
  if (ids.length === 0) return new Map();
  const rows = await scope.db
    .select({ nft: nftTokens, collection: nftCollections })
    .from(nftTokens)
    .leftJoin(nftCollections, collectionOfNft)
    .where(inArray(nftTokens.id, ids));
  return new Map(rows.map((row) => [row.nft.id, row]));
}

/** The NFTs of these (collection, token id) pairs, keyed `<collection>:<tokenId>` (checksummed collection). */
export async function nftsByKeys(scope: NftScope, keys: { collection: string; tokenId: bigint }[]): Promise<Map<string, NftWithCollection>> {
  if (keys.length === 0) return new Map();
  const rows = await scope.db
    .select({ nft: nftTokens, collection: nftCollections })
    .from(nftTokens)
    .leftJoin(nftCollections, collectionOfNft)
    .where(
      and(
        eq(nftTokens.chainId, scope.chainId),
        or(...keys.map((key) => and(eq(nftTokens.collection, key.collection), eq(nftTokens.tokenId, key.tokenId)))),
      ),
    );
  return new Map(rows.map((row) => [`${row.nft.collection}:${row.nft.tokenId}`, row]));
}
