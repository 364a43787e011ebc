import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("defaults to the local stack: port 3000, anvil's chain, embedded database", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.CHAIN_ID).toBe(31337);
    expect(env.RPC_URL).toBe("http://127.0.0.1:8545");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEPLOYMENT_FILE).toMatch(/\.data\/deployments\/31337\.json$/);
  });

  it("names the production chain and treats empty values as unset", () => {
    const env = readEnv({ CHAIN_ID: "56", DATABASE_URL: "", PORT: "8080" });
    expect(env.CHAIN_NAME).toBe("BNB Smart Chain");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(8080);
  });

  it("refuses a malformed setting with the variable's name", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ RPC_URL: "not a url" })).toThrow(/RPC_URL/);
  });
});
