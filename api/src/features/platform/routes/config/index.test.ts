import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeConfigSchema, type RuntimeConfig } from "@openpawn/shared/runtime-config";
import { readEnv } from "../../../../config/env.ts";
import { buildTestApp } from "../../../../test/test-app.ts";
import { startTestChain, type TestChain } from "../../../../test/local-chain.ts";

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
    expect(config.captcha).toEqual({ provider: "self", siteKey: "" });
    // No outside link is configured: the web app shows none (never a placeholder address).
    expect(config.links).toEqual({});
  });

  it("serves the outside links the operator configured, and refuses a bad one at start", async () => {
    const app = await buildTestApp({
      RPC_URL: chain.anvil.rpcUrl,
      DEPLOYMENT_FILE: chain.deploymentFile,
      PUBLIC_LINKS: "twitter=https://x.com/openpawn, whitepaper=https://openpawn.io/whitepaper.pdf?v=2",
    });
    const response = await app.inject({ method: "GET", url: "/api/config" });
    await app.close();
    expect(response.json().data.links).toEqual({ twitter: "https://x.com/openpawn", whitepaper: "https://openpawn.io/whitepaper.pdf?v=2" });
    for (const bad of ["myspace=https://myspace.com/openpawn", "twitter=javascript:alert(1)", "twitter"]) {
      expect(() => readEnv({ SMTP_CATCHER: "1", PUBLIC_LINKS: bad }), bad).toThrow(/PUBLIC_LINKS/);
    }
  });

  it.each<{ provider: string; env: Record<string, string>; captcha: RuntimeConfig["captcha"]; secret: string }>([
    {
      provider: "recaptcha",
      env: { CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "recaptcha-site-key", RECAPTCHA_SECRET: "recaptcha-secret" },
      captcha: { provider: "recaptcha", siteKey: "recaptcha-site-key" },
      secret: "recaptcha-secret",
    },
    {
      provider: "geetest",
      env: { CAPTCHA_PROVIDER: "geetest", GEETEST_ID: "geetest-id", GEETEST_KEY: "geetest-private-key" },
      captcha: { provider: "geetest", siteKey: "geetest-id" },
      secret: "geetest-private-key",
    },
  ])("tells the web app which captcha to show with $provider, with its public key and never its secret", async ({ env, captcha, secret }) => {
    const app = await buildTestApp({ RPC_URL: chain.anvil.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile, ...env });
    const response = await app.inject({ method: "GET", url: "/api/config" });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(runtimeConfigSchema.parse(response.json().data).captcha).toEqual(captcha);
    expect(response.body).not.toContain(secret);
  });

  it("answers 503 with an error code while nothing is deployed", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: "GET", url: "/api/config" });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 503, message: "The contracts are not deployed yet", errorCodes: ["chain.deployment-missing"] });
  });
});
