import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test/test-app.ts";
import { isEncodingRefusal } from "./error-handler.ts";

/** A NUL in a search or a form reached PostgreSQL and came back as a 500 on nine routes. */
describe("text with control characters", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 120_000);
  afterAll(() => app.close());

  const refused = { code: 400, message: "Text may not contain control characters", errorCodes: ["invalid_input"] };

  it("is refused with a 400 in the query, the path and the body, at any depth, before any handler runs", async () => {
    for (const url of ["/api/pawn/pawn-shop/search-pawnshop?name=a%00b", "/api/nft/collections?search=%1b[31m", "/api/pawn/pawn-shop/search-pawnshop?name=%7f"]) {
      const answer = await app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual(refused);
    }
    const body = await app.inject({ method: "POST", url: "/api/user/users/login", payload: { username: "someone@example.com", password: "x", extra: [{ note: "a\u0000" }] } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual(refused);
  });

  it("lets tab, newline and any printable text through", async () => {
    const answer = await app.inject({ method: "GET", url: `/api/pawn/pawn-shop/search-pawnshop?name=${encodeURIComponent("Ünï\tcode ✓")}` });
    expect(answer.statusCode).toBe(200);
  });

  it("maps PostgreSQL's refusals of the text itself to the same 400, wherever they sit in the causes", () => {
    expect(isEncodingRefusal({ message: "query failed", cause: { code: "22021" } })).toBe(true);
    expect(isEncodingRefusal(Object.assign(new Error("unsupported Unicode escape sequence"), { code: "22P05" }))).toBe(true);
    expect(isEncodingRefusal({ cause: { code: "23505" } })).toBe(false);
    expect(isEncodingRefusal(new Error("boom"))).toBe(false);
  });
});
