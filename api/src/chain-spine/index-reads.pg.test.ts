import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTwinApps } from "../test/test-app.ts";

// Needs a PostgreSQL server (DATABASE_URL): run by `npm run test -w api` when DATABASE_URL is set, as in CI.
describe("an index change announced on one API instance reaches the others (PostgreSQL server)", () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  let computedOnB = 0;

  beforeAll(async () => {
    ({ a, b, close } = await buildTwinApps());
    b.get("/test/from-index", { config: { cachedUntilIndexChanges: true } }, async () => ({ computed: ++computedOnB }));
    await Promise.all([a.ready(), b.ready()]);
  }, 60_000);
  afterAll(() => close?.());

  it("makes B compute a kept answer again after A changed what the index serves", async () => {
    const read = async () => (await b.inject({ method: "GET", url: "/test/from-index" })).json().computed as number;
    const first = await read();
    expect(await read()).toBe(first);
    await a.indexReads.changed();
    let after = first;
    for (let tries = 0; tries < 100 && after === first; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await read();
    }
    expect(after).toBe(first + 1);
  });
});
