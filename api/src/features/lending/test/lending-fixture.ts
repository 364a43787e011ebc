import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import { createPublicClient, createTestClient, createWalletClient, http, maxUint256, type Hash } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { devPriceFeedAbi, pawnLendingAbi, testTokenAbi } from "@openpawn/chain/generated/abis";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { openDatabase } from "../../../db/client.ts";
import * as schema from "../../../db/schema.ts";
import { attachProjector } from "../../../chain-spine/attached-projector.ts";
import { rpcChainReader } from "../../../chain-spine/chain-reader.ts";
import { ChainIndexer } from "../../../chain-spine/indexer.ts";
import { soleLeadership } from "../../../chain-spine/leadership.ts";
import { silentLog } from "../../../chain-spine/test/spine-fixture.ts";
import { createTestDatabase } from "../../../test/test-database.ts";
import { startTestChain } from "../../../test/local-chain.ts";
import { pawnLendingProjector, type AfterLendingEvent } from "../projectors/pawn-lending.ts";
import { pawnShopProjector } from "../projectors/pawn-shop.ts";
import { reputationProjector } from "../projectors/reputation.ts";

const LENDING_TABLES = {
  collaterals: schema.lendingCollaterals,
  offers: schema.lendingOffers,
  loans: schema.lendingLoans,
  cycles: schema.lendingLoanCycles,
  repayments: schema.lendingRepayments,
  liquidations: schema.lendingLiquidations,
  packages: schema.lendingPackages,
  submissions: schema.lendingSubmissions,
  reputation: schema.lendingReputationChanges,
  configs: schema.lendingConfigChanges,
};

/** The demo deployment on anvil, a database, and an indexer of the lending projectors over it. */
export async function startLendingFixture(afterEvent?: AfterLendingEvent) {
  const chain = await startTestChain(31337, { demo: true });
  const transport = http(chain.anvil.rpcUrl);
  const publicClient = createPublicClient({ transport });
  const testClient = createTestClient({ mode: "anvil", transport });
  const [deployerKey, borrowerKey, lenderKey] = devAccounts(3);
  const signer = (key: { privateKey: Hash } | undefined) => {
    if (!key) throw new Error("no dev account");
    return createWalletClient({ account: privateKeyToAccount(key.privateKey), transport });
  };
  const deployer = signer(deployerKey);
  const borrower = signer(borrowerKey);
  const lender = signer(lenderKey);
  const place = await createTestDatabase();
  const database = await openDatabase({ url: place.url, dataDir: place.dataDir });
  const { deployment } = chain;
  const pawnLending = deployment.contracts.PawnLending;
  if (!pawnLending) throw new Error("no PawnLending in the deployment");
  const core = { chain: null, address: pawnLending, abi: pawnLendingAbi } as const;
  const projectors = [
    attachProjector(pawnLendingProjector(afterEvent), deployment),
    attachProjector(pawnShopProjector(publicClient), deployment),
    attachProjector(reputationProjector, deployment),
  ];
  const indexer = new ChainIndexer({
    db: database.db,
    reader: rpcChainReader(publicClient),
    chainId: deployment.chainId,
    startBlock: BigInt(deployment.startBlock),
    projectors,
    tickers: new Map(),
    leadership: soleLeadership,
    confirmations: 0,
    batchBlocks: 2000,
    pollMs: 50,
    log: silentLog,
  });

  return {
    deployment,
    db: database.db,
    indexer,
    projectors,
    publicClient,
    borrower,
    lender,
    core,
    /** Runs a transaction and waits for it. */
    async send(hash: Promise<Hash>) {
      const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
      if (receipt.status !== "success") throw new Error("transaction reverted");
      return receipt;
    },
    /** Lets the borrower pay `token` to the core. */
    async approveBorrower(token: `0x${string}`) {
      await this.send(borrower.writeContract({ chain: null, address: token, abi: testTokenAbi, functionName: "approve", args: [core.address, maxUint256] }));
    },
    async passTime(seconds: number) {
      await testClient.increaseTime({ seconds });
      await testClient.mine({ blocks: 1 });
    },
    /** Posts every price feed's answer again now (as the deployer, their owner): after time moved past the
     * feeds' staleness limit, new loans need fresh prices. */
    async refreshPrices() {
      for (const feed of new Set(deployment.tokens.map((token) => token.priceFeed))) {
        const [, answer] = await publicClient.readContract({ address: feed, abi: devPriceFeedAbi, functionName: "latestRoundData" });
        await this.send(deployer.writeContract({ chain: null, address: feed, abi: devPriceFeedAbi, functionName: "updateAnswer", args: [answer] }));
      }
    },
    /** Every lending table's rows, in a stable order: what replays and rollbacks must leave as they were. */
    async snapshot() {
      const result: Record<string, unknown[]> = {};
      for (const [name, table] of Object.entries(LENDING_TABLES)) {
        const columns = getTableColumns(table);
        result[name] = await database.db.select().from(table).orderBy(asc(columns.blockNumber), asc(columns.txHash), asc(columns.logIndex), asc(sql`1`));
      }
      return result;
    },
    /** Moves the checkpoint back to before the start block, as a replay of the whole range. */
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
      await chain.anvil.stop();
    },
  };
}
