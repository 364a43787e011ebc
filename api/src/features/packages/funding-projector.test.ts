import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { erc20Abi, parseEther, type Address, type Hash, type PublicClient } from "viem";
import { PawnShopPackageType } from "@openpawn/chain/generated/enums";
import { createPackageCall } from "@openpawn/chain/packages/package-calls";
import { approveCall, transferCall } from "@openpawn/chain/tokens/erc20-calls";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import { chainCheckpoints, packageFunding } from "../../db/schema.ts";
import { attachProjector } from "../../chain-spine/attached-projector.ts";
import { rollBackTo } from "../../chain-spine/spine-store.ts";
import { catchUp, testIndexer } from "../../chain-spine/test/spine-fixture.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { startDemoChain, type DemoChain } from "../../test/demo-chain.ts";
import { pawnShopProjector } from "./projectors/pawn-shop.ts";
import { packageFundingProjector } from "./funding-projector.ts";
import type { FundingChange } from "./paused-notifications.ts";

/** Blocks whose state the pruned node below keeps, like a BSC node that is not an archive node (about 128). */
const KEPT_STATE_BLOCKS = 2n;

/**
 * The client of a node without history: a read at a block more than KEPT_STATE_BLOCKS behind the head fails as
 * BSC full nodes answer. The index starts far behind (the demo chain's deployment and demo are hundreds of blocks).
 */
function prunedNode(client: PublicClient): PublicClient {
  const readContract = (async (args: Parameters<PublicClient["readContract"]>[0]) => {
    const head = await client.getBlockNumber({ cacheTime: 0 });
    if (args.blockNumber !== undefined && args.blockNumber < head - KEPT_STATE_BLOCKS) {
      throw new Error(`missing trie node: state of block ${args.blockNumber} is not available (head ${head})`);
    }
    return client.readContract(args);
  }) as PublicClient["readContract"];
  return { ...client, readContract };
}

describe("package funding projector", () => {
  let chain: DemoChain;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let indexer: ReturnType<typeof testIndexer>;
  let projectors: ReturnType<typeof attachProjector>[];
  const changes: FundingChange[] = [];

  beforeAll(async () => {
    chain = await startDemoChain();
    const place = await createTestDatabase();
    drop = place.drop;
    database = await openDatabase(place);
    const access = { chainId: chain.deployment.chainId, client: prunedNode(chain.publicClient), deployment: async () => chain.deployment };
    projectors = [
      attachProjector(pawnShopProjector(), chain.deployment),
      attachProjector(packageFundingProjector(access, async (change) => void changes.push(change)), chain.deployment),
    ];
    indexer = testIndexer({ db: database.db, publicClient: chain.publicClient, deployment: chain.deployment, projectors });
  }, 240_000);
  afterAll(async () => {
    await indexer?.stop();
    await database?.close();
    await drop?.();
    await chain?.close();
  });

  const rows = () => database.db.select().from(packageFunding).orderBy(asc(packageFunding.owner), asc(packageFunding.token));
  /** Every row holds what the token says at the head: the projection of the events agrees with the chain. */
  const expectRowsAsOnChain = async () => {
    const indexed = await rows();
    expect(indexed.length).toBeGreaterThan(0);
    for (const row of indexed) {
      const read = (functionName: "balanceOf" | "allowance") =>
        functionName === "balanceOf"
          ? chain.publicClient.readContract({ address: row.token as Address, abi: erc20Abi, functionName, args: [row.owner as Address] })
          : chain.publicClient.readContract({ address: row.token as Address, abi: erc20Abi, functionName, args: [row.owner as Address, chain.core.address] });
      expect({ balance: row.balance, allowance: row.allowance }, row.owner).toEqual({ balance: await read("balanceOf"), allowance: await read("allowance") });
    }
  };
  const usdt = (wallet: "lender" | "stranger", call: ReturnType<typeof approveCall | typeof transferCall>): Promise<unknown> =>
    chain.send(chain[wallet].writeContract({ chain: null, address: chain.token("USDT"), ...call }));

  it("follows owners' balances and allowances from a node without history, replays without change and rolls back to the seed", async () => {
    await catchUp(indexer);
    // The demo's package lends USDT from the lender's wallet.
    expect((await rows()).map((row) => row.owner)).toEqual([chain.lender.account.address]);
    await expectRowsAsOnChain();
    const seeded = await rows();
    const demoChanges = changes.length;
    const [checkpoint] = await database.db.select().from(chainCheckpoints);

    // A new owner's package and their transfers land in one batch: the seed and the followed logs agree.
    const usdtAddress = chain.token("USDT");
    const autoPackage = {
      type: PawnShopPackageType.Auto,
      loanToken: { address: usdtAddress },
      repaymentToken: { address: usdtAddress },
      loanAmountMin: parseEther("100").toString(),
      loanAmountMax: parseEther("1000").toString(),
      budget: parseEther("2000").toString(),
      collateralAcceptance: [{ address: chain.token("WBNB") }],
      interestRate: 12,
      durationFrom: 1,
      durationTo: 8,
      durationType: 0,
      loanToValue: 50,
      ltvLiquidationThreshold: 75,
    };
    await usdt("lender", transferCall(chain.stranger.account.address, parseEther("500")));
    await chain.send(chain.stranger.writeContract({ chain: null, address: chain.deployment.contracts.PawnShop!, ...createPackageCall(autoPackage) }));
    await usdt("stranger", approveCall(chain.core.address, parseEther("300")));
    await usdt("stranger", transferCall(chain.lender.account.address, parseEther("200")));
    await usdt("lender", approveCall(chain.core.address, 0n));
    await catchUp(indexer);
    expect(await rows()).toHaveLength(2);
    await expectRowsAsOnChain();
    // Only logs after a row's read change it, and reads go to the confirmed head: the lender's transfer out (after
    // their seed) reads the lender again there, which already holds their later approval and the stranger's
    // transfer in; the stranger's seed holds all of the stranger's moves.
    expect(changes.slice(demoChanges).map((change) => change.row.owner)).toEqual([chain.lender.account.address]);
    const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    expect((await rows()).map((row) => row.readBlock)).toEqual([head, head]);

    // Replaying the whole range changes nothing.
    const lived = await rows();
    await database.db
      .update(chainCheckpoints)
      .set({ blockNumber: BigInt(chain.deployment.startBlock) - 1n, blockHash: null })
      .where(eq(chainCheckpoints.chainId, chain.deployment.chainId));
    await catchUp(indexer);
    expect(await rows()).toEqual(lived);

    // Rolling back to before these blocks restores the rows as they were.
    const fork = { blockNumber: checkpoint!.blockNumber, blockHash: checkpoint!.blockHash as Hash | null };
    await rollBackTo(database.db, chain.deployment.chainId, fork, projectors);
    expect(await rows()).toEqual(seeded);
  }, 240_000);
});
