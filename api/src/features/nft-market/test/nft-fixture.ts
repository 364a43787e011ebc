import { asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import { openDatabase } from "../../../db/client.ts";
import * as schema from "../../../db/schema.ts";
import { attachProjector } from "../../../chain-spine/attached-projector.ts";
import { testIndexer } from "../../../chain-spine/test/spine-fixture.ts";
import { createTestDatabase } from "../../../test/test-database.ts";
import { startDemoChain } from "../../../test/demo-chain.ts";
import type { ChainAccess } from "../../../plugins/chain.ts";
import { pawnLendingProjector } from "../../lending/projectors/pawn-lending.ts";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LocalContentStore } from "../../media/local-content-store.ts";
import { storedMetadataReader } from "../nft-metadata.ts";
import { nftProjector, type AfterNftEvent } from "../projector/nft-projector.ts";
import { nftActions } from "./nft-actions.ts";

const NFT_TABLES = {
  collections: schema.nftCollections,
  nfts: schema.nftTokens,
  balances: schema.nftBalances,
  listings: schema.nftListings,
  purchases: schema.nftPurchases,
  auctions: schema.nftAuctions,
  bids: schema.nftBids,
  credits: schema.nftCredits,
  events: schema.nftEvents,
};

/**
 * The demo deployment on anvil (with the NFT factory and market), a database, a content store for metadata, and an
 * indexer of lending-core and the NFT projector.
 */
export async function startNftFixture(afterEvent?: AfterNftEvent) {
  const chain = await startDemoChain();
  const { deployment, publicClient } = chain;
  const place = await createTestDatabase();
  const database = await openDatabase(place);
  const access: ChainAccess = { chainId: deployment.chainId, client: publicClient, deployment: async () => deployment };
  const media = new LocalContentStore(await mkdtemp(path.join(tmpdir(), "openpawn-nft-media-")));
  const nftIndex = nftProjector(access, storedMetadataReader(() => media), afterEvent);
  const projectors = [attachProjector(pawnLendingProjector(), deployment), attachProjector(nftIndex, deployment)];
  const indexer = testIndexer({ db: database.db, publicClient, deployment, projectors });

  return {
    ...chain,
    db: database.db,
    indexer,
    projectors,
    media,
    nfts: nftActions(publicClient, deployment),
    /** The per-bucket NFT counts the triggers keep, and the same counted from the rows: they must agree. */
    async tokenCounts() {
      const { nftTokenCounts: kept, nftTokens: rows } = schema;
      const keptRows = await database.db
        .select({ status: kept.status, collection: kept.collection, payToken: kept.payToken, n: kept.nfts })
        .from(kept)
        .orderBy(kept.status, kept.collection, kept.payToken);
      const payToken = sql<string>`coalesce(${rows.payToken}, '')`;
      const counted = await database.db
        .select({ status: rows.status, collection: rows.collection, payToken, n: count() })
        .from(rows)
        .groupBy(rows.status, rows.collection, payToken)
        .orderBy(rows.status, rows.collection, payToken);
      return { kept: keptRows, counted };
    },
    /** Every NFT table's rows in a stable order: what replays and rollbacks must leave as they were. */
    async snapshot() {
      const result: Record<string, unknown[]> = {};
      for (const [name, table] of Object.entries(NFT_TABLES)) {
        const columns = getTableColumns(table);
        result[name] = await database.db.select().from(table).orderBy(asc(columns.blockNumber), asc(columns.txHash), asc(columns.logIndex), asc(sql`1`));
      }
      return result;
    },
    async rewindCheckpoint() {
      await database.db
        .update(schema.chainCheckpoints)
        .set({ blockNumber: BigInt(deployment.startBlock) - 1n, blockHash: null })
        .where(eq(schema.chainCheckpoints.chainId, deployment.chainId));
    },
    async close() {
      await indexer.stop();
      await database.close();
      await place.drop();
      await chain.close();
    },
  };
}

export type NftFixture = Awaited<ReturnType<typeof startNftFixture>>;
