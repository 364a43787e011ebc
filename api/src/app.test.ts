import { afterEach, describe, expect, it } from "vitest";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "./test/test-app.ts";

describe("one origin for web app and API", () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  async function appWithWebBuild() {
    const webDist = await mkdtemp(path.join(tmpdir(), "openpawn-web-"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>OpenPawn test build</title>");
    app = await buildTestApp({ WEB_DIST: webDist });
    return app;
  }

  it("serves index.html for browser routes so that deep links reach the web router", async () => {
    const server = await appWithWebBuild();
    for (const url of ["/", "/pawn", "/inventory/setting", "/no/such/page"]) {
      const response = await server.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("OpenPawn test build");
    }
  });

  it("answers unknown API paths with a JSON 404, never the web page", async () => {
    const server = await appWithWebBuild();
    const response = await server.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, errorCodes: ["not_found"] });
  });

  it("answers malformed JSON with a 400 in the error shape", async () => {
    const server = await appWithWebBuild();
    const response = await server.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).toBe(response.statusCode);
  });

  it("serves the OpenAPI document", async () => {
    const server = await appWithWebBuild();
    const response = await server.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths).toHaveProperty("/api/health");
    // Documented from the routes' zod schemas: the query of a paged list and the envelope of its answer.
    const list = paths["/api/user/notify"].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(["page", "size", "notiType", "isReaded"]));
    const answer = list.responses["200"].content["application/json"].schema;
    expect(answer.properties.data.properties).toHaveProperty("total_pages");
    expect(paths["/api/openapi.json"]).toBeUndefined();
  });
});
