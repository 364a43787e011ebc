import { and, count, desc, eq, inArray, max } from "drizzle-orm";
import { getAddress } from "viem";
import { nftAuctions, nftBids, nftListings } from "../../../db/schema.ts";
import type { NftScope } from "../nft-scope.ts";
import { NftAuctionStatus, NftSaleStatus } from "../nft-values.ts";

interface Page {
  page: number;
  size: number;
}

export interface MarketFilter<Status extends string> {
  nftId?: number;
  seller?: string;
  status?: Status;
}

const ofListings = (scope: NftScope) => and(eq(nftListings.chainId, scope.chainId), eq(nftListings.contract, scope.market));
const ofAuctions = (scope: NftScope) => and(eq(nftAuctions.chainId, scope.chainId), eq(nftAuctions.contract, scope.market));

/** GET /market/listings: sales, newest first. */
export async function listListings(scope: NftScope, filter: MarketFilter<keyof typeof NftSaleStatus.value>, page: Page) {
  const where = and(
    ofListings(scope),
    filter.nftId === undefined ? undefined : eq(nftListings.nftId, filter.nftId),
    filter.seller ? eq(nftListings.seller, getAddress(filter.seller)) : undefined,
    filter.status ? eq(nftListings.status, NftSaleStatus.value[filter.status]) : undefined,
  );
  const rows = await scope.db
    .select()
    .from(nftListings)
    .where(where)
    .orderBy(desc(nftListings.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(nftListings).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findListing(scope: NftScope, id: number) {
  const [row] = await scope.db
    .select()
    .from(nftListings)
    .where(and(ofListings(scope), eq(nftListings.id, BigInt(id))));
  return row ?? null;
}

/** GET /market/auctions: auctions, newest first. */
export async function listAuctions(scope: NftScope, filter: MarketFilter<keyof typeof NftAuctionStatus.value>, page: Page) {
  const where = and(
    ofAuctions(scope),
    filter.nftId === undefined ? undefined : eq(nftAuctions.nftId, filter.nftId),
    filter.seller ? eq(nftAuctions.seller, getAddress(filter.seller)) : undefined,
    filter.status ? eq(nftAuctions.status, NftAuctionStatus.value[filter.status]) : undefined,
  );
  const rows = await scope.db
    .select()
    .from(nftAuctions)
    .where(where)
    .orderBy(desc(nftAuctions.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(nftAuctions).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findAuction(scope: NftScope, id: number) {
  const [row] = await scope.db
    .select()
    .from(nftAuctions)
    .where(and(ofAuctions(scope), eq(nftAuctions.id, BigInt(id))));
  return row ?? null;
}

/** An auction's bids, highest (newest) first. */
export async function auctionBids(scope: NftScope, auctionId: number, page: Page) {
  const where = and(eq(nftBids.chainId, scope.chainId), eq(nftBids.contract, scope.market), eq(nftBids.auctionId, BigInt(auctionId)));
  const rows = await scope.db
    .select()
    .from(nftBids)
    .where(where)
    .orderBy(desc(nftBids.blockNumber), desc(nftBids.logIndex))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(nftBids).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** GET /account/bids: the auctions these wallets bid on, newest auction first, with their highest bid in each. */
export async function bidsOfWallets(scope: NftScope, wallets: string[], page: Page) {
  const where = and(eq(nftBids.chainId, scope.chainId), eq(nftBids.contract, scope.market), inArray(nftBids.bidder, wallets));
  const mine = await scope.db
    .select({ auctionId: nftBids.auctionId, highest: max(nftBids.amount) })
    .from(nftBids)
    .where(where)
    .groupBy(nftBids.auctionId)
    .orderBy(desc(nftBids.auctionId))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(scope.db.select({ auctionId: nftBids.auctionId }).from(nftBids).where(where).groupBy(nftBids.auctionId).as("mine"));
  const auctions =
    mine.length === 0
      ? []
      : await scope.db
          .select()
          .from(nftAuctions)
          .where(
            and(
              ofAuctions(scope),
              inArray(
                nftAuctions.id,
                mine.map((row) => row.auctionId),
              ),
            ),
          );
  const byId = new Map(auctions.map((row) => [row.id, row]));
  const rows = mine.flatMap((row) => {
    const auction = byId.get(row.auctionId);
    return auction && row.highest !== null ? [{ auction, highest: row.highest }] : [];
  });
  return { rows, total: total?.n ?? 0 };
}
