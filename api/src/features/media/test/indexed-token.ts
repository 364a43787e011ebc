import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { mediaUploads, nftTokens } from "../../../db/schema.ts";
import { NftListStatus } from "../../nft-market/nft-values.ts";

let nextTokenId = 1n;

/**
 * An NFT as the index keeps it after its mint: its tokenURI, and the image and animation_url the projector read from
 * its metadata (null when it could not read them). Only the columns naming files matter to the media collection.
 */
export async function indexedToken(db: Database, uris: { tokenUri: string; image?: string | null; animationUrl?: string | null }): Promise<void> {
  const tokenId = nextTokenId++;
  const at = new Date();
  await db.insert(nftTokens).values({
    chainId: 31337,
    contract: "0x00000000000000000000000000000000000000c0",
    blockNumber: 1n,
    txHash: `0x${tokenId.toString(16).padStart(64, "0")}`,
    logIndex: 0,
    createdAt: at,
    updatedBlock: 1n,
    updatedAt: at,
    collection: "0x00000000000000000000000000000000000000c0",
    tokenId,
    kind: 1,
    soft: true,
    creator: null,
    tokenUri: uris.tokenUri,
    royaltyBps: null,
    supply: 1n,
    name: null,
    description: null,
    image: uris.image ?? null,
    animationUrl: uris.animationUrl ?? null,
    searchText: `#${tokenId}`,
    status: NftListStatus.value.NOT_ON_MARKET,
  });
}

/** Moves the records of uploads (of the files `cids` names; every record without) back by `days`, as if made that long ago. */
export async function ageUploads(db: Database, days: number, cids?: string[]): Promise<void> {
  await db
    .update(mediaUploads)
    .set({
      createdAt: sql`${mediaUploads.createdAt} - make_interval(days => ${days})`,
      uploadedAt: sql`${mediaUploads.uploadedAt} - make_interval(days => ${days})`,
    })
    .where(cids ? inArray(mediaUploads.cid, cids) : undefined);
}
