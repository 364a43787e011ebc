import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { zeroAddress, type Address, type PublicClient } from "viem";
import { AssetKind, CollateralStatus } from "@openpawn/chain/generated/enums";
import { lendingCollaterals, nftAuctions, nftBalances, nftCollections, nftEvents, nftListings, nftTokens } from "../../../db/schema.ts";
import { eventColumns } from "../../../chain-spine/projected-rows.ts";
import type { LogPosition, ProjectionContext } from "../../../chain-spine/projector.ts";
import { projectedEvent } from "../../../chain-spine/projected-event.ts";
import { updateKeepingUndo } from "../../../chain-spine/undo-journal.ts";
import { NftAuctionStatus, NftEventType, NftListStatus, type NftEventTypeName } from "../nft-values.ts";
import { cheapestFirst, openSalesOf } from "../open-sales.ts";
import { readCollectionFacts } from "./collection-reads.ts";

export type CollectionRow = typeof nftCollections.$inferSelect;
export type NftRow = typeof nftTokens.$inferSelect;
type CollectionSource = CollectionRow["source"];
type EventFields = Partial<Pick<typeof nftEvents.$inferInsert, "fromWallet" | "toWallet" | "payToken" | "price" | "listingId" | "auctionId" | "collateralId" | "contractId">>;

/** What the text search reads of an NFT: its name, its collection's name and symbol, "#<token id>", in lower case. */
export function searchTextOf(name: string | null, collection: Pick<CollectionRow, "name" | "symbol">, tokenId: bigint): string {
  return [name, collection.name, collection.symbol, `#${tokenId}`].filter(Boolean).join(" ").toLowerCase();
}

/**
 * The NFT projector's writes for one event: collections, NFTs, owners' balances, history and the market state of
 * an NFT. State rows change through the undo journal (decision 0016); history rows go through the batch's buffered
 * inserts (nothing reads them while the batch runs).
 */
export async function nftWriter(context: ProjectionContext, log: LogPosition, client: PublicClient) {
  const { db, chainId } = context;
  const { event, time, created } = await projectedEvent(log, context);
  const collectionKey = (address: string) => and(eq(nftCollections.chainId, chainId), eq(nftCollections.address, address));
  const nftKey = (collection: string, tokenId: bigint) => and(eq(nftTokens.chainId, chainId), eq(nftTokens.collection, collection), eq(nftTokens.tokenId, tokenId));
  const balanceKey = (nft: NftRow, owner: string) =>
    and(eq(nftBalances.chainId, chainId), eq(nftBalances.collection, nft.collection), eq(nftBalances.tokenId, nft.tokenId), eq(nftBalances.owner, owner));

  const writer = {
    time,
    /** Where chain state is read (ProjectionContext.stateBlock). */
    stateBlock: context.stateBlock,
    async collection(address: string): Promise<CollectionRow | null> {
      const [row] = await db.select().from(nftCollections).where(collectionKey(address));
      return row ?? null;
    },

    async addCollection(fields: Omit<typeof nftCollections.$inferInsert, keyof typeof created | "chainId" | "contract">): Promise<CollectionRow> {
      const known = await writer.collection(fields.address);
      if (known) return known;
      const [row] = await db.insert(nftCollections).values({ ...created, ...fields }).returning();
      return written(row, "collection");
    },

    /** A collection the factory did not make, followed from this event on; null when it is no ERC-721 or ERC-1155. */
    async adoptCollection(address: Address, source: CollectionSource): Promise<CollectionRow | null> {
      const known = await writer.collection(address);
      if (known) return known;
      const facts = await readCollectionFacts(client, address, writer.stateBlock);
      return facts && writer.addCollection({ address, soft: false, source, creator: null, ...facts });
    },

    async nft(collection: string, tokenId: bigint): Promise<NftRow | null> {
      const [row] = await db.select().from(nftTokens).where(nftKey(collection, tokenId));
      return row ?? null;
    },

    /** An NFT first seen at its mint (supply 0, raised by the mint's transfer) or later (supply unknown). */
    async createNft(collection: CollectionRow, tokenId: bigint, fields: Pick<NftRow, "creator" | "tokenUri" | "royaltyBps" | "supply">): Promise<NftRow> {
      const [row] = await db
        .insert(nftTokens)
        .values({
          ...created,
          ...fields,
          collection: collection.address,
          tokenId,
          kind: collection.kind,
          soft: collection.soft,
          searchText: searchTextOf(null, collection, tokenId),
          status: NftListStatus.value.NOT_ON_MARKET,
        })
        .returning();
      return written(row, "NFT");
    },

    /**
     * The NFT an escrow or a transfer names, known or first seen now (its collection too, as `source`): a token
     * minted before the index followed its collection starts with `holder` owning `amount` of it.
     */
    async adoptNft(collectionAddress: Address, tokenId: bigint, holder: string, amount: bigint, source: CollectionSource): Promise<NftRow | null> {
      const collection = await writer.adoptCollection(collectionAddress, source);
      if (!collection) return null;
      const known = await writer.nft(collection.address, tokenId);
      if (known) return known;
      const nft = await writer.createNft(collection, tokenId, { creator: null, tokenUri: null, royaltyBps: null, supply: null });
      await writer.addBalance(nft, holder, amount);
      return nft;
    },

    async updateNft(nft: NftRow, changes: Partial<typeof nftTokens.$inferInsert>): Promise<void> {
      await updateKeepingUndo(db, event, nftTokens, nftKey(nft.collection, nft.tokenId), changes);
    },

    /** Adds `delta` (negative: removes) to what `owner` holds of `nft`, never below zero. */
    async addBalance(nft: NftRow, owner: string, delta: bigint): Promise<void> {
      if (owner === zeroAddress || delta === 0n) return;
      const [row] = await db.select({ amount: nftBalances.amount }).from(nftBalances).where(balanceKey(nft, owner));
      const amount = (row?.amount ?? 0n) + delta;
      const kept = amount < 0n ? 0n : amount;
      if (row) await updateKeepingUndo(db, event, nftBalances, balanceKey(nft, owner), { amount: kept });
      else await db.insert(nftBalances).values({ ...created, collection: nft.collection, tokenId: nft.tokenId, owner, nftId: nft.id, amount: kept });
    },

    async moveBalance(nft: NftRow, from: string, to: string, amount: bigint): Promise<void> {
      await writer.addBalance(nft, from, -amount);
      await writer.addBalance(nft, to, amount);
    },

    /** One entry of the NFT's history, at this event. */
    record(nft: NftRow, type: NftEventTypeName, quantity: bigint, fields: EventFields = {}): void {
      context.changed({ kind: "nft", id: nft.id });
      context.insert(nftEvents, {
        ...eventColumns(chainId, log),
        nftId: nft.id,
        collection: nft.collection,
        tokenId: nft.tokenId,
        type: NftEventType.value[type],
        quantity,
        at: time,
        ...fields,
      });
    },

    /**
     * Where the NFT stands after this event: on sale (its cheapest open sale's price, and how many are open), else on
     * auction (its newest auction not ended: highest bid, else start price), else on pawn (an NFT collateral of it in
     * escrow or in a loan), else not on market. An ERC-1155 held by several may be in several at once: the first of
     * these wins.
     */
    async refreshMarket(stale: NftRow, core: Address): Promise<void> {
      context.changed({ kind: "nft", id: stale.id });
      const nft = (await writer.nft(stale.collection, stale.tokenId)) ?? stale;
      const [listing] = await db
        .select({ id: nftListings.id, payToken: nftListings.payToken, price: nftListings.unitPrice, open: sql<number>`(count(*) over ())::int` })
        .from(nftListings)
        .where(openSalesOf(nft.id))
        .orderBy(...cheapestFirst)
        .limit(1);
      const [auction] = listing
        ? []
        : await db
            .select({ id: nftAuctions.id, status: nftAuctions.status, payToken: nftAuctions.payToken, startPrice: nftAuctions.startPrice, highestBid: nftAuctions.highestBid })
            .from(nftAuctions)
            .where(
              and(eq(nftAuctions.nftId, nft.id), inArray(nftAuctions.status, [NftAuctionStatus.value.PENDING_APPROVAL, NftAuctionStatus.value.APPROVED])),
            )
            .orderBy(desc(nftAuctions.id))
            .limit(1);
      const [pawn] =
        listing || auction
          ? []
          : await db
              .select({ id: lendingCollaterals.id })
              .from(lendingCollaterals)
              .where(
                and(
                  eq(lendingCollaterals.chainId, chainId),
                  eq(lendingCollaterals.contract, core),
                  eq(lendingCollaterals.token, nft.collection),
                  eq(lendingCollaterals.tokenId, nft.tokenId),
                  inArray(lendingCollaterals.kind, [AssetKind.ERC721, AssetKind.ERC1155]),
                  inArray(lendingCollaterals.status, [CollateralStatus.Open, CollateralStatus.Contracted]),
                ),
              )
              .orderBy(desc(lendingCollaterals.id))
              .limit(1);
      const { value } = NftListStatus;
      const state = listing
        ? { status: value.SALE, payToken: listing.payToken, price: listing.price, marketId: listing.id, openSales: listing.open }
        : auction
          ? {
              // Spec §3's "verifying auction": escrowed, waiting for an operator; on auction once approved.
              status: auction.status === NftAuctionStatus.value.PENDING_APPROVAL ? value.VERIFYING_AUCTION : value.ON_AUCTION,
              payToken: auction.payToken,
              price: auction.highestBid ?? auction.startPrice,
              marketId: auction.id,
              openSales: 0,
            }
          : pawn
            ? { status: value.ON_PAWN, payToken: null, price: null, marketId: pawn.id, openSales: 0 }
            : { status: value.NOT_ON_MARKET, payToken: null, price: null, marketId: null, openSales: 0 };
      const same =
        nft.status === state.status &&
        nft.payToken === state.payToken &&
        nft.price === state.price &&
        nft.marketId === state.marketId &&
        nft.openSales === state.openSales;
      if (!same) await writer.updateNft(nft, state);
    },
  };
  return writer;
}

export type NftWriter = Awaited<ReturnType<typeof nftWriter>>;

function written<Row>(row: Row | undefined, what: string): Row {
  if (!row) throw new Error(`The ${what} row was not written`);
  return row;
}
