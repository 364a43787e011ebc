import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { buildTestApp } from "../test/test-app.ts";
import { announceIndexChanged } from "./index-reads.ts";

/** A route that answers how many times it was computed, and refuses when told to (outside /api: not an endpoint of the product). */
function countingRoutes(app: FastifyInstance) {
  let computed = 0;
  app.get<{ Querystring: { fail?: string } }>("/test/from-index", { config: { cachedUntilIndexChanges: true } }, async (request, reply) => {
    computed += 1;
    if (request.query.fail) return reply.status(404).send({ computed });
    return { computed };
  });
  app.get("/test/uncached", async () => ({ computed: ++computed }));
  app.get(
    "/test/with-schema",
    { config: { cachedUntilIndexChanges: true }, schema: { querystring: z.object({ page: z.coerce.number().int().default(1), status: z.string().optional() }) } },
    async () => ({ computed: ++computed }),
  );
}

describe("answers kept until the index changes", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    countingRoutes(app);
    await app.ready();
  });
  afterAll(() => app?.close());

  const get = (url: string) => app.inject({ method: "GET", url });

  it("computes a marked route once, then serves its kept answer, per URL", async () => {
    const first = await get("/test/from-index?a=1");
    const second = await get("/test/from-index?a=1");
    expect(second.json()).toEqual(first.json());
    expect(second.headers["x-index-cache"]).toBe("hit");
    expect(second.headers["content-type"]).toContain("application/json");
    expect((await get("/test/from-index?a=2")).json().computed).toBe(first.json().computed + 1);
  });

  it("computes again after an off-chain change on this instance", async () => {
    const before = (await get("/test/from-index?b=1")).json().computed;
    await app.indexReads.changed();
    expect((await get("/test/from-index?b=1")).json().computed).toBeGreaterThan(before);
  });

  it("computes again once the indexer's change signal is heard", async () => {
    const before = (await get("/test/from-index?c=1")).json().computed;
    await announceIndexChanged(app.database.db);
    let after = before;
    for (let tries = 0; tries < 100 && after === before; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = (await get("/test/from-index?c=1")).json().computed;
    }
    expect(after).toBeGreaterThan(before);
  });

  it("keys answers by the validated query: junk parameters, their order and defaults share one answer", async () => {
    const first = (await get("/test/with-schema?status=OPEN&page=1")).json().computed;
    for (const url of ["/test/with-schema?page=1&status=OPEN", "/test/with-schema?status=OPEN", "/test/with-schema?status=OPEN&junk=1&x=y"]) {
      const again = await get(url);
      expect(again.headers["x-index-cache"], url).toBe("hit");
      expect(again.json().computed, url).toBe(first);
    }
    expect((await get("/test/with-schema?status=OPEN&page=2")).json().computed).toBe(first + 1);
  });

  it("keeps neither refusals nor unmarked routes", async () => {
    const refused = (await get("/test/from-index?fail=1")).json().computed;
    expect((await get("/test/from-index?fail=1")).json().computed).toBe(refused + 1);
    const plain = (await get("/test/uncached")).json().computed;
    expect((await get("/test/uncached")).json().computed).toBe(plain + 1);
  });
});
