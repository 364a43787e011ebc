import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, http } from "viem";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../../../../test/test-app.ts";
import { startTestChain, type TestChain } from "../../../../test/local-chain.ts";

describe("GET /api/health", () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain();
  });
  afterAll(() => chain.anvil.stop());

  it("answers 200 when the database, the chain and the contracts are ready", async () => {
    const app = await buildTestApp({ RPC_URL: chain.anvil.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile, HEALTH_INTERVAL_MS: "100" });
    // The indexer's first steps run beside the first check: "starting" (503) until it has read where it stands.
    const response = await vi.waitFor(
      async () => {
        const answer = await app.inject({ method: "GET", url: "/api/health" });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
    await app.close();
    expect(response.json()).toMatchObject({ code: 200, message: "ready", data: { database: "ok", chain: "ok", contracts: "ok", indexer: "ok" } });
    expect(Number(response.headers.age)).toBeGreaterThanOrEqual(0);
  });

  it("reports the chain spine's lag and last error beside the checks", async () => {
    const app = await buildTestApp({ RPC_URL: chain.anvil.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile, INDEXER_POLL_MS: "50" });
    const head = Number(await createPublicClient({ transport: http(chain.anvil.rpcUrl) }).getBlockNumber());
    await vi.waitFor(
      async () => {
        const { indexer } = (await app.inject({ method: "GET", url: "/api/health" })).json();
        expect(indexer).toMatchObject({ state: "leading", lastProcessedBlock: head, headBlock: head, lag: 0, lastError: null });
      },
      { timeout: 20_000, interval: 100 },
    );
    await app.close();
  });

  it("serves the status refreshed in the background, including checks other plugins register", async () => {
    const app = await buildTestApp({ RPC_URL: chain.anvil.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile, HEALTH_INTERVAL_MS: "100" });
    let rates = "behind by 12 blocks";
    app.health.register("rates", async () => rates);
    const health = async () => (await app.inject({ method: "GET", url: "/api/health" })).json();
    expect(await health()).toMatchObject({ code: 503, message: "not ready", data: { database: "ok", rates: "behind by 12 blocks" } });
    rates = "ok";
    await vi.waitFor(async () => expect((await health()).code).toBe(200), { timeout: 5000, interval: 50 });
    await app.close();
  });

  it("says the local stack's demo is being made, not ready, until its state file says it is done, and turns at once", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "openpawn-demo-state-"));
    const demoStateFile = path.join(folder, "demo-state.json");
    await writeFile(demoStateFile, JSON.stringify({ state: "seeding" }));
    // An hour between background runs: only the watched file can turn the answer within the wait below.
    const app = await buildTestApp({ RPC_URL: chain.anvil.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile, DEMO_STATE_FILE: demoStateFile, HEALTH_INTERVAL_MS: "3600000" });
    const health = () => app.inject({ method: "GET", url: "/api/health" });
    expect((await health()).json()).toMatchObject({ code: 503, message: "not ready", data: { chain: "ok", contracts: "ok", demo: "being made" } });
    await writeFile(demoStateFile, JSON.stringify({ state: "ready" }));
    await vi.waitFor(async () => expect((await health()).json()).toMatchObject({ code: 200, data: { demo: "ok" } }), { timeout: 5000, interval: 50 });
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("answers 503 naming what is missing while the chain is unreachable and nothing is deployed", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json().data).toEqual({
      database: "ok",
      chain: "unreachable",
      contracts: expect.stringMatching(/not deployed|unavailable/),
      // Nothing to index: the index is not behind anything.
      indexer: "ok",
      // The NFT media store (decision 0029): here the self-hosted blocks folder.
      "media-store": "ok",
    });
    expect(response.json().indexer).toEqual({
      chainId: 31337,
      state: "stopped",
      lastProcessedBlock: null,
      headBlock: null,
      lag: null,
      lastIndexedAt: null,
      quarantined: [],
      lastError: null,
    });
  });

  it("answers 503 when the chain is not the configured one", async () => {
    const app = await buildTestApp({ RPC_URL: chain.anvil.rpcUrl, CHAIN_ID: "56", DEPLOYMENT_FILE: "/nonexistent.json", SMTP_URL: "smtp://127.0.0.1:9", CAPTCHA_ALLOW_SELF_HOSTED: "1" });
    const response = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json().data.chain).toBe("wrong chain 31337, expected 56");
  });
});
