import { describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { readEnv } from "../config/env.ts";
import { orderProjectors } from "../chain-spine/projector-order.ts";
import { FEATURES } from "./index.ts";

describe("the API's features", () => {
  it("have one name each", () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("run each projector after the projectors whose rows it reads", () => {
    // Building a projector only keeps the app's services for later: nothing is called on them here.
    const app = { chain: {}, notifier: {}, media: {} } as unknown as FastifyInstance;
    const entries = FEATURES.flatMap((feature) => feature.projectors?.(app, readEnv({ SMTP_CATCHER: "1" })) ?? []);
    const order = orderProjectors(entries).map((projector) => projector.name);
    const before = (first: string, then: string) => expect(order.indexOf(first)).toBeLessThan(order.indexOf(then));
    before("lending-core", "lending-collateral-history");
    before("lending-core", "lending-token-totals");
    before("lending-core", "nft");
    before("lending-pawn-shop", "package-funding");
    expect(order).toHaveLength(entries.length);
  });
});
