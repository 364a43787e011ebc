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

describe("the app's routes and the shared endpoints", () => {
  it("serves every endpoint of the shared catalogues, each declared by one feature's manifest", async () => {
    const { buildTestApp } = await import("../test/test-app.ts");
    const { FEATURES } = await import("./index.ts");
    const { ALL_ENDPOINTS } = await import("@openpawn/shared/endpoints");
    const declared = declaredEndpoints(FEATURES);
    expect([...declared.values()].sort(byRoute)).toEqual([...ALL_ENDPOINTS].sort(byRoute));
    const app = await buildTestApp();
    try {
      const unserved = ALL_ENDPOINTS.filter((endpoint) => !app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }));
      expect(unserved.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);
});

const byRoute = (a: { method: string; path: string }, b: { method: string; path: string }) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`);
