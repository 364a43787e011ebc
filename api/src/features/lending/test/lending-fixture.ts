import { asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import { maxUint256 } from "viem";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import { openDatabase } from "../../../db/client.ts";
import * as schema from "../../../db/schema.ts";
import { attachProjector } from "../../../chain-spine/attached-projector.ts";
import { testIndexer } from "../../../chain-spine/test/spine-fixture.ts";
import { createTestDatabase } from "../../../test/test-database.ts";
import { startDemoChain } from "../../../test/demo-chain.ts";
import { pawnLendingProjector, type AfterLendingEvent } from "../projectors/pawn-lending.ts";
import { pawnShopProjector } from "../../packages/projectors/pawn-shop.ts";
import { reputationProjector } from "../../reputation/projectors/reputation.ts";
import { collateralHistoryProjector } from "../projectors/collateral-history.ts";
import { tokenTotalsProjector } from "../projectors/token-totals.ts";

const LENDING_TABLES = {
  collaterals: schema.lendingCollaterals,
  offers: schema.lendingOffers,
  loans: schema.lendingLoans,
  cycles: schema.lendingLoanCycles,
  repayments: schema.lendingRepayments,
  liquidations: schema.lendingLiquidations,
  packages: schema.packageChainStates,
  submissions: schema.packageSubmissions,
  reputation: schema.reputationChanges,
  configs: schema.lendingConfigChanges,
  collateralEvents: schema.lendingCollateralEvents,
  tokenTotals: schema.lendingTokenTotals,
};

/** The demo deployment on anvil, a database, and an indexer of the lending projectors over it. */
export async function startLendingFixture(afterEvent?: AfterLendingEvent) {
  const chain = await startDemoChain();
  const { deployment, publicClient, borrower, core } = chain;
  const place = await createTestDatabase();
  const database = await openDatabase(place);
  const projectors = [
    attachProjector(pawnLendingProjector(afterEvent), deployment),
    attachProjector(collateralHistoryProjector, deployment),
    attachProjector(tokenTotalsProjector, deployment),
    attachProjector(pawnShopProjector(), deployment),
    attachProjector(reputationProjector, deployment),
  ];
  const indexer = testIndexer({ db: database.db, publicClient, deployment, projectors });

  return {
    /** The per-bucket collateral counts the triggers keep, and the same counted from the rows: they must agree. */
    async collateralCounts() {
      const { lendingCollateralCounts: kept, lendingCollaterals: rows } = schema;
      const bucketOf = (table: typeof kept | typeof rows) => [table.chainId, table.contract, table.status, table.token, table.loanToken] as const;
      const columns = (table: typeof kept | typeof rows) => {
        const [chainId, contract, status, token, loanToken] = bucketOf(table);
        return { chainId, contract, status, token, loanToken };
      };
      return {
        kept: await database.db.select({ ...columns(kept), n: kept.collaterals }).from(kept).orderBy(...bucketOf(kept)),
        counted: await database.db.select({ ...columns(rows), n: count() }).from(rows).groupBy(...bucketOf(rows)).orderBy(...bucketOf(rows)),
      };
    },
    ...chain,
    db: database.db,
    indexer,
    projectors,
    /** Lets the borrower pay `token` to the core. */
    async approveBorrower(token: `0x${string}`) {
      await chain.send(borrower.writeContract({ chain: null, address: token, ...approveCall(core.address, maxUint256) }));
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
      await chain.close();
    },
  };
}
