import { and, eq } from "drizzle-orm";
import type { Hash } from "viem";
import { nftEvents } from "../../db/schema/nft-market/market.ts";
import { nftCollections } from "../../db/schema/nft-market/tokens.ts";
import type { NftScope } from "./nft-scope.ts";

/** What one transaction recorded in the NFT index: the collections it made, the NFTs it touched, their sales and auctions. */
export interface TransactionEffects {
  collections: string[];
  nfts: number[];
  listings: number[];
  auctions: number[];
}

const distinctSorted = (values: (number | bigint | null)[]) =>
  [...new Set(values.filter((value) => value !== null).map(Number))].sort((a, b) => a - b);

/**
 * Reads the index's rows written by `hash`: every NFT the transaction touched has a history entry naming it (and
 * its sale or auction), found by the history's key; collections are few and read whole.
 */
export async function transactionEffects({ db, chainId }: NftScope, hash: Hash): Promise<TransactionEffects> {
  const txHash = hash.toLowerCase();
  const [collections, events] = await Promise.all([
    db.select({ address: nftCollections.address }).from(nftCollections).where(and(eq(nftCollections.chainId, chainId), eq(nftCollections.txHash, txHash))),
    db
      .select({ nftId: nftEvents.nftId, listingId: nftEvents.listingId, auctionId: nftEvents.auctionId })
      .from(nftEvents)
      .where(and(eq(nftEvents.chainId, chainId), eq(nftEvents.txHash, txHash))),
  ]);
  return {
    collections: collections.map((row) => row.address),
    nfts: distinctSorted(events.map((row) => row.nftId)),
    listings: distinctSorted(events.map((row) => row.listingId)),
    auctions: distinctSorted(events.map((row) => row.auctionId)),
  };
}
