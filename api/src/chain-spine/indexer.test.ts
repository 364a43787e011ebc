import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { asc, eq, sql } from "drizzle-orm";
import type { Address } from "viem";
import { iHubAbi } from "@openpawn/chain/generated/abis";
import { whitelistCall } from "@openpawn/chain/tokens/hub-admin-calls";
import type { Database, DatabaseHandle } from "../db/client.ts";
import {
  chainCheckpoints,
  chainProcessedLogs,
  chainQuarantines,
  hubFeeWalletChanges,
  hubPriceFeedChanges,
  hubRegistryChanges,
  hubWhitelistChanges,
} from "../db/schema.ts";
import { readHubState } from "./hub/hub-state.ts";
import { hubProjector } from "./hub/projector.ts";
import { attachProjector } from "./attached-projector.ts";
import type { ChainHead, Projector } from "./projector.ts";
import { FAILURES_BEFORE_QUARANTINE } from "./quarantine.ts";
import { INDEX_CHANNEL } from "./index-reads.ts";
import { restartFrom } from "./spine-store.ts";
import { catchUp, startSpineFixture, type SpineFixture } from "./test/spine-fixture.ts";

let fixture: SpineFixture;
let tokens: Address[];

beforeAll(async () => {
  fixture = await startSpineFixture();
  tokens = fixture.chain.deployment.tokens.map((token) => token.address);
});
afterAll(async () => fixture?.close());

/** Every row of the Hub's tables, in a stable order. */
async function hubRows(db: Database) {
  const all = [hubWhitelistChanges, hubPriceFeedChanges, hubRegistryChanges, hubFeeWalletChanges].map((table) =>
    db.select().from(table).orderBy(asc(table.blockNumber), asc(table.logIndex)),
  );
  return Promise.all(all);
}

async function projectedKeys(db: Database): Promise<string[]> {
  const rows = await hubRows(db);
  return rows.flat().map((row) => `${row.txHash}/${row.logIndex}`).sort();
}

async function processedCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(chainProcessedLogs);
  return row!.count;
}

describe("the chain spine on a real chain", () => {
  let reference: DatabaseHandle;

  it("backfills the Hub from the deployment block, one row per configuration event, and runs the tickers at the head", async () => {
    reference = await fixture.database();
    const heads: ChainHead[] = [];
    const indexer = fixture.indexer(reference.db, { tickers: new Map([["record", async (head: ChainHead) => void heads.push(head)]]) });
    expect(await catchUp(indexer)).toEqual(["rescan", "indexed", "caught-up"]);

    const onChain = await fixture.hubLogKeys();
    expect(await projectedKeys(reference.db)).toEqual(onChain.configuration);
    expect(await processedCount(reference.db)).toBe(onChain.all.length);
    const state = await readHubState(reference.db, fixture.chain.deployment.chainId, fixture.hub);
    const { DemoNft721, DemoNft1155, PawnLending } = fixture.chain.deployment.contracts;
    const listed = await fixture.hubWhitelists([...tokens, DemoNft721!, DemoNft1155!]);
    expect(state.whitelists).toEqual({
      collateral: expect.arrayContaining(listed.collateral),
      loan: expect.arrayContaining(listed.loan),
      nft: expect.arrayContaining(listed.nft),
    });
    expect(state.whitelists.collateral).toHaveLength(listed.collateral.length);
    expect(state.whitelists.nft).toEqual(expect.arrayContaining([DemoNft721, DemoNft1155]));
    expect(Object.values(state.registry)).toContain(PawnLending);
    expect(state.feeWallet).toBe(await fixture.publicClient.readContract({ address: fixture.hub, abi: iHubAbi, functionName: "feeWallet" }));
    expect(state.priceFeeds.map((feed) => feed.token).sort()).toEqual(tokens.slice().sort());

    const head = await fixture.publicClient.getBlock();
    expect(heads.at(-1)).toEqual({ blockNumber: head.number, hash: head.hash, timestamp: head.timestamp });
    expect(indexer.status()).toMatchObject({ state: "leading", lastProcessedBlock: Number(head.number), lag: 0, lastError: null });
  });

  it("replaying indexed blocks changes nothing", async () => {
    const chainId = fixture.chain.deployment.chainId;
    const before = await hubRows(reference.db);
    const processedBefore = await processedCount(reference.db);
    const [checkpoint] = await reference.db.select().from(chainCheckpoints).where(eq(chainCheckpoints.chainId, chainId));
    await restartFrom(reference.db, chainId, BigInt(fixture.chain.deployment.startBlock), checkpoint!.sources);

    expect(await catchUp(fixture.indexer(reference.db, { batchBlocks: 7 }))).toContain("indexed");
    expect(await hubRows(reference.db)).toEqual(before);
    expect(await processedCount(reference.db)).toBe(processedBefore);
  });

  it("rolls a reorganisation back to the fork point and applies the new fork", async () => {
    const indexer = fixture.indexer(reference.db);
    const chainId = fixture.chain.deployment.chainId;
    const [usdt, wbnb] = [tokens[1]!, tokens[3]!];
    const snapshot = await fixture.testClient.snapshot();
    await fixture.hubWrite(whitelistCall("collateral", usdt, false));
    await catchUp(indexer);
    expect((await readHubState(reference.db, chainId, fixture.hub)).whitelists.collateral).not.toContain(usdt);

    // A different history from the snapshot on: an empty block, then another change.
    await fixture.testClient.revert({ id: snapshot });
    await fixture.testClient.mine({ blocks: 1 });
    await fixture.hubWrite(whitelistCall("loan", wbnb, false));
    expect((await catchUp(indexer))[0]).toBe("rolled-back");

    const state = await readHubState(reference.db, chainId, fixture.hub);
    expect(state.whitelists.collateral).toContain(usdt);
    expect(state.whitelists.loan).not.toContain(wbnb);
    const onChain = await fixture.hubLogKeys();
    expect(await projectedKeys(reference.db)).toEqual(onChain.configuration);
    expect(await processedCount(reference.db)).toBe(onChain.all.length);
  });

  it("loses and doubles nothing when a batch dies half-way or the loop is stopped mid-backfill", async () => {
    const { db } = await fixture.database();
    const deployment = fixture.chain.deployment;
    let handled = 0;
    const dying: Projector<typeof iHubAbi> = {
      ...hubProjector,
      async handle(event, context) {
        if (++handled === 5) throw new Error("process killed");
        await hubProjector.handle(event, context);
      },
    };
    const first = fixture.indexer(db, { batchBlocks: 3, projectors: [attachProjector(dying, deployment)] });
    await expect(catchUp(first)).rejects.toThrow("process killed");
    const committed = await projectedKeys(db);
    expect(committed.length).toBeGreaterThan(0);
    expect(committed.length).toBeLessThan(5);

    const second = fixture.indexer(db, { batchBlocks: 3 });
    second.start();
    await expect.poll(() => second.status().lastProcessedBlock ?? 0, { interval: 1 }).toBeGreaterThan(deployment.startBlock + 3);
    await second.stop();
    const head = Number(await fixture.publicClient.getBlockNumber());
    expect(second.status()).toMatchObject({ state: "stopped" });
    expect(second.status().lastProcessedBlock).toBeLessThan(head);

    await catchUp(fixture.indexer(db, { batchBlocks: 3 }));
    const onChain = await fixture.hubLogKeys();
    expect(await projectedKeys(db)).toEqual(onChain.configuration);
    expect(await processedCount(db)).toBe(onChain.all.length);
  });

  it("sets a projector that fails again and again aside: the others and the tickers go on, it catches up on its own later", async () => {
    const { db } = await fixture.database();
    const deployment = fixture.chain.deployment;
    let broken = true;
    const applied = new Set<string>();
    const fragile: Projector<typeof iHubAbi> = {
      name: "fragile",
      contracts: ["Hub"],
      abi: iHubAbi,
      async handle(event) {
        if (broken) throw new Error("cannot read the state it needs");
        applied.add(`${event.transactionHash}/${event.logIndex}`);
      },
      async rollback() {},
    };
    const heads: bigint[] = [];
    const indexerOf = () =>
      fixture.indexer(db, {
        projectors: [attachProjector(hubProjector, deployment), attachProjector(fragile, deployment)],
        tickers: new Map([["record", async (head: ChainHead) => void heads.push(head.blockNumber)]]),
      });
    const indexer = indexerOf();
    const startBlock = BigInt(deployment.startBlock);

    // Twice it is retried whole (a node's hiccup would have cleared); the third failure sets it aside.
    expect(await indexer.step()).toBe("rescan");
    for (let attempt = 1; attempt < FAILURES_BEFORE_QUARANTINE; attempt++) await expect(indexer.step()).rejects.toThrow("cannot read the state it needs");
    expect(await indexer.step()).toBe("quarantined");
    expect(indexer.status().quarantined).toEqual([expect.objectContaining({ projector: "fragile", fromBlock: Number(startBlock), error: expect.stringContaining("cannot read the state") })]);

    // The Hub's projector and the tickers go on to the head.
    await catchUp(indexer);
    const onChain = await fixture.hubLogKeys();
    expect(await projectedKeys(db)).toEqual(onChain.configuration);
    expect(heads.at(-1)).toBe(await fixture.publicClient.getBlockNumber());
    expect(applied.size).toBe(0);

    // A restart finds it aside too; its catch-up fails while it stays broken, and waits longer each time.
    const restarted = indexerOf();
    await db.update(chainQuarantines).set({ retryAt: new Date(0) });
    await catchUp(restarted);
    const [after] = await db.select().from(chainQuarantines);
    expect(after).toMatchObject({ projector: "fragile", fromBlock: startBlock, attempts: 1 });
    expect(after!.retryAt.getTime()).toBeGreaterThan(Date.now());

    // Mended, once its pause is over it applies what it missed and rejoins the batches.
    broken = false;
    await db.update(chainQuarantines).set({ retryAt: new Date(0) });
    await catchUp(restarted);
    expect(await db.select().from(chainQuarantines)).toEqual([]);
    expect(restarted.status().quarantined).toEqual([]);
    expect([...applied].sort()).toEqual(onChain.all);
    await fixture.hubWrite(whitelistCall("loan", tokens[1]!, true));
    await catchUp(restarted);
    expect([...applied].sort()).toEqual((await fixture.hubLogKeys()).all);
  });

  it("announces a batch to the public-read caches only when it applied something", async () => {
    const handle = await fixture.database();
    const indexer = fixture.indexer(handle.db);
    await catchUp(indexer);
    let heard = 0;
    const listener = await handle.listen(INDEX_CHANNEL, { onPayload: () => void (heard += 1), onReconnect: () => {}, log: Fastify().log });
    try {
      await fixture.testClient.mine({ blocks: 3 });
      expect(await catchUp(indexer)).toContain("indexed");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toBe(0);
      await fixture.hubWrite(whitelistCall("loan", tokens[1]!, true));
      await catchUp(indexer);
      await expect.poll(() => heard, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      await listener.close();
    }
  });
});
