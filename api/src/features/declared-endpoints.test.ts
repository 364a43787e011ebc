import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { endpoint } from "@openpawn/shared/common/endpoint";
import { declaredEndpoints, refuseUndeclaredRoutes } from "./declared-endpoints.ts";
import type { FeatureManifest } from "./feature-manifest.ts";

const HELLO = { hello: endpoint({ method: "GET", path: "/pawn/hello" }) };
const feature = (endpoints: FeatureManifest["endpoints"]): FeatureManifest => ({ name: "platform", endpoints });

async function appServing(routes: (api: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  refuseUndeclaredRoutes(app, declaredEndpoints([feature([HELLO])]));
  await app.register(async (api) => routes(api), { prefix: "/api/pawn" });
  return app;
}

describe("routes declared by the shared endpoints", () => {
  it("refuses to start with a route under /api that no shared endpoint declares", async () => {
    await expect(appServing((api) => api.get("/hello", async () => "hi"))).resolves.toBeDefined();
    await expect(appServing((api) => api.post("/hello", async () => "hi"))).rejects.toThrow("POST /api/pawn/hello is not a declared endpoint");
    await expect(appServing((api) => api.get("/hello/:id", async () => "hi"))).rejects.toThrow("GET /api/pawn/hello/:id is not a declared endpoint");
  });

  it("leaves routes outside /api alone (the web app's pages)", async () => {
    const app = Fastify();
    refuseUndeclaredRoutes(app, new Map());
    app.get("/pawn", async () => "page");
    await expect(app.ready()).resolves.toBeDefined();
  });

  it("refuses an endpoint two features declare", () => {
    expect(() => declaredEndpoints([feature([HELLO]), feature([{ again: HELLO.hello }])])).toThrow("GET /api/pawn/hello is declared twice");
  });
});
