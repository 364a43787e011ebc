import { describe, expect, it } from "vitest";
import { runtimeConfigSchema } from "@openpawn/shared/runtime-config";
import { TEST_CONFIG } from "../test/test-runtime-config.ts";
import { loadRuntimeConfig } from "./runtime-config.ts";

const answer = (body: unknown, status = 200) => async () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("loadRuntimeConfig", () => {
  it("takes the API's runtime config from its envelope", async () => {
    // What the API sends: the shared schema's output.
    const served = runtimeConfigSchema.parse(TEST_CONFIG);
    expect(await loadRuntimeConfig(answer({ code: 200, data: served }))).toEqual(served);
  });

  it("refuses an error status", async () => {
    await expect(loadRuntimeConfig(answer({ code: 503 }, 503))).rejects.toThrow("HTTP 503");
  });

  it("refuses an answer that is not the runtime config", async () => {
    for (const data of [undefined, "config", { ...TEST_CONFIG, chainId: "31337" }, { ...TEST_CONFIG, deployment: { ...TEST_CONFIG.deployment, tokens: null } }]) {
      await expect(loadRuntimeConfig(answer({ code: 200, data }))).rejects.toThrow("not the runtime config");
    }
  });
});
