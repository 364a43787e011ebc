import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../test/test-app.ts";
import { startDemoLoanChain, WEEK, type DemoLoanChain } from "../test/demo-loan-chain.ts";

let chain: DemoLoanChain;
beforeAll(async () => {
  chain = await startDemoLoanChain();
});
afterAll(() => chain?.anvil.stop());
beforeEach(() => chain.reset());

/** The whole API on the test chain: the spine indexes it and runs the tickers of the chain-time plugin. */
async function startApi(keeperPrivateKey?: string): Promise<FastifyInstance> {
  const app = await buildTestApp({
    RPC_URL: chain.rpcUrl,
    DEPLOYMENT_FILE: chain.deploymentFile,
    INDEXER_POLL_MS: "50",
    ...(keeperPrivateKey ? { KEEPER_PRIVATE_KEY: keeperPrivateKey } : {}),
  });
  await app.ready();
  return app;
}

/** Waits until the spine has indexed the current head and then one more block: the head's ticks have run. */
async function ticksDone(app: FastifyInstance): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    const { blockNumber } = await chain.head();
    await vi.waitFor(() => expect(app.indexer.status().lastProcessedBlock).toBeGreaterThanOrEqual(Number(blockNumber)), {
      timeout: 30_000,
      interval: 50,
    });
    await chain.testClient.mine({ blocks: 1 });
  }
}

describe("lending chain-time plugin", () => {
  it("runs no keeper without KEEPER_PRIVATE_KEY: an ended cycle stays unsettled", async () => {
    const app = await startApi();
    try {
      await chain.advance(WEEK);
      await ticksDone(app);
      expect(await chain.keeperNonce()).toBe(0);
      expect((await chain.storedLoan()).cycle).toBe(0);
    } finally {
      await app.close();
    }
  });

  it("settles an ended cycle from the spine's ticks with the keeper's key", async () => {
    const app = await startApi(chain.keeper.privateKey);
    try {
      await chain.advance(WEEK);
      await vi.waitFor(async () => expect((await chain.storedLoan()).cycle).toBe(1), { timeout: 30_000, interval: 50 });
      expect(await chain.keeperNonce()).toBe(1);
    } finally {
      await app.close();
    }
  });
});
