import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeConfigSchema } from "@openpawn/shared/runtime-config";
import { buildTestApp } from "../../test/test-app.ts";
import { startTestChain, type TestChain } from "../../test/local-chain.ts";

describe("GET /api/config", () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain();
  });
  afterAll(() => chain.anvil.stop());

  it("gives the web app the chain, the contracts and the support address", async () => {
    const app = await buildTestApp({
      RPC_URL: chain.anvil.rpcUrl,
      DEPLOYMENT_FILE: chain.deploymentFile,
      SUPPORT_EMAIL: "help@example.org",
    });
    const response = await app.inject({ method: "GET", url: "/api/config" });
    await app.close();
    expect(response.statusCode).toBe(200);
    const config = runtimeConfigSchema.parse(response.json().data);
    expect(config.chainId).toBe(31337);
    expect(config.rpcUrl).toBe(chain.anvil.rpcUrl);
    expect(config.supportEmail).toBe("help@example.org");
    expect(config.deployment.contracts).toEqual(chain.deployment.contracts);
    expect(config.deployment.tokens.map((token) => token.symbol)).toEqual(expect.arrayContaining(["DFY", "USDT", "BUSD", "WBNB", "ETH"]));
  });

  it("answers 503 with an error code while nothing is deployed", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: "GET", url: "/api/config" });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 503, message: "The contracts are not deployed yet", errorCodes: ["chain.deployment-missing"] });
  });
});
