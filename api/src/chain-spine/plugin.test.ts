import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { keccak256, toHex } from "viem";
import { readHubState } from "./hub/hub-state.ts";
import { hubProjector } from "./hub/projector.ts";
import { buildTestApp } from "../test/test-app.ts";
import { startTestChain, type TestChain } from "../test/local-chain.ts";

describe("the chain spine in the app", () => {
  let chain: TestChain;
  let app: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    app = await buildTestApp({ DEPLOYMENT_FILE: chain.deploymentFile, RPC_URL: chain.anvil.rpcUrl, INDEXER_POLL_MS: "50" });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await chain?.anvil.stop();
  });

  it("starts once the app is ready, fills the Hub's tables and reports no lag", async () => {
    const head = Number(await app.chain.client.getBlockNumber());
    await expect.poll(() => app.indexer.status().lastProcessedBlock, { timeout: 30_000 }).toBe(head);
    expect(app.indexer.status()).toMatchObject({ state: "leading", chainId: 31337, headBlock: head, lag: 0, lastError: null });

    const { Hub, PawnLending } = chain.deployment.contracts;
    const state = await readHubState(app.database.db, 31337, Hub!);
    expect(state.registry[keccak256(toHex("PawnLending"))]).toBe(PawnLending);
    expect(state.whitelists.loan.length).toBeGreaterThan(0);
  });

  it("refuses a projector registered after the start, which would never be fed", () => {
    expect(() => app.indexer.registerProjector({ ...hubProjector, name: "late" })).toThrow(
      "Projector late registered after the chain spine started",
    );
  });
});

describe("the chain spine without a deployment", () => {
  it("does not index, says so in its status, and lets the app close", async () => {
    const app = await buildTestApp();
    await app.ready();
    expect(app.indexer.status()).toEqual({
      chainId: 31337,
      state: "stopped",
      lastProcessedBlock: null,
      headBlock: null,
      lag: null,
      lastIndexedAt: null,
      lastError: null,
      quarantined: [],
    });
    await app.close();
  });
});

describe("the chain spine with a deployment lacking a projector's contract and an unreachable node", () => {
  it("leaves that projector out, keeps the app up and reports the node's failure in its status", async () => {
    const deploymentFile = path.join(await mkdtemp(path.join(tmpdir(), "openpawn-spine-")), "31337.json");
    await writeFile(deploymentFile, JSON.stringify({ chainId: 31337, deployedAt: "", startBlock: 0, contracts: {}, tokens: [] }));
    const app = await buildTestApp({ DEPLOYMENT_FILE: deploymentFile, INDEXER_POLL_MS: "50" });
    await app.ready();
    await expect.poll(() => app.indexer.status().lastError).not.toBeNull();
    expect(app.indexer.status()).toMatchObject({ state: "leading", lastProcessedBlock: null });
    expect((await app.inject({ method: "GET", url: "/api/config" })).statusCode).toBe(200);
    await app.close();
    expect(app.indexer.status().state).toBe("stopped");
  });
});
