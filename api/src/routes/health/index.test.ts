import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/test-app.ts";
import { startTestChain, type TestChain } from "../../test/local-chain.ts";

describe("GET /api/health", () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain();
  });
  afterAll(() => chain.anvil.stop());

  it("answers 200 when the database, the chain and the contracts are ready", async () => {
    const app = await buildTestApp({ RPC_URL: chain.anvil.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
    const response = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: "ready", data: { database: "ok", chain: "ok", contracts: "ok" } });
  });

  it("answers 503 naming what is missing while the chain is unreachable and nothing is deployed", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json().data).toEqual({ database: "ok", chain: "unreachable", contracts: expect.stringMatching(/not deployed|unavailable/) });
  });

  it("answers 503 when the chain is not the configured one", async () => {
    const app = await buildTestApp({ RPC_URL: chain.anvil.rpcUrl, CHAIN_ID: "56", DEPLOYMENT_FILE: "/nonexistent.json" });
    const response = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json().data.chain).toBe("wrong chain 31337, expected 56");
  });
});
