import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "./test/test-app.ts";

interface Media {
  schema?: { properties?: Record<string, { type?: string; format?: string }> };
}
interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

/**
 * Writes that read no body, each with where its input comes from instead. Every other POST, PUT, PATCH and
 * DELETE must document its body.
 */
const BODILESS = new Set([
  "POST /api/user/users/confirmation", // the key is in the query
  "PUT /api/user/users/logout", // ends the session of the bearer token
  "POST /api/user/ukraine-support", // the campaign is over: every call answers 410
  "PUT /api/user/notify", // notiType is in the query
  "DELETE /api/user/notify", // notiType is in the query
  "PUT /api/user/notify/new",
  "PUT /api/user/notify/{id}",
  "POST /api/user/notify/stream-ticket", // a ticket for the bearer token's session
  "PUT /api/pawn/my-contract/claim", // txnHash is in the query
  "DELETE /api/pawn/pawn-shop/lending-setting",
  "PUT /api/pawn/negotiations/{id}/close",
  "DELETE /api/nft/comments/{id}",
]);

/** The one operation without a success: it only ever answers this status. */
const ONLY_REFUSES = new Map([["POST /api/user/ukraine-support", "410"]]);

/** Answers that are not JSON, with every content type they may come in. */
const NON_JSON_ANSWERS = new Map([
  ["GET /api/user/users/capcha/image", ["image/png"]],
  ["GET /api/user/uploads/{*}", ["image/gif", "image/jpeg", "image/png", "image/webp"]],
  ["GET /api/user/notify/stream", ["text/event-stream"]],
  ["GET /api/live", ["text/event-stream"]],
]);

/** Uploads: multipart bodies, with their file fields. */
const MULTIPART_BODIES = new Map([
  ["POST /api/user/users/avatar", ["file"]],
  ["POST /api/pawn/pawn-shop/logo", ["file"]],
  ["POST /api/nft/media", ["cover", "media"]],
]);

const WRITES = new Set(["post", "put", "patch", "delete"]);

/** What is missing or wrong in one operation's request body; nothing when it is documented as it is read. */
function bodyProblems(name: string, method: string, operation: Operation): string[] {
  const body = operation.requestBody;
  if (!WRITES.has(method) || BODILESS.has(name)) return body ? ["documents a body it does not read"] : [];
  const content = body?.content ?? {};
  if (Object.keys(content).length === 0) return ["no request body"];
  const files = MULTIPART_BODIES.get(name);
  const expected = files ? ["multipart/form-data"] : ["application/json"];
  const problems = [];
  if (Object.keys(content).sort().join() !== expected.join()) problems.push(`request body as ${Object.keys(content).join(", ")}, not ${expected.join()}`);
  for (const [type, media] of Object.entries(content)) if (!media.schema) problems.push(`no schema for the ${type} body`);
  const properties = content["multipart/form-data"]?.schema?.properties ?? {};
  const binary = Object.keys(properties).filter((field) => properties[field]?.type === "string" && properties[field]?.format === "binary");
  if (files && binary.sort().join() !== files.join()) problems.push(`file fields ${binary.join(", ") || "none"}, not ${files.join(", ")}`);
  return problems;
}

/** What is missing or wrong in the answers an operation documents. */
function answerProblems(name: string, operation: Operation): string[] {
  const responses = operation.responses ?? {};
  const refusal = ONLY_REFUSES.get(name);
  const successes = refusal ? [refusal] : Object.keys(responses).filter((status) => status.startsWith("2"));
  if (successes.length === 0) return ["no success answer"];
  const expected = NON_JSON_ANSWERS.get(name) ?? ["application/json"];
  const problems = [];
  for (const status of successes) {
    const content = responses[status]?.content ?? {};
    const types = Object.keys(content).sort();
    if (types.length === 0) problems.push(`no content for ${status}`);
    else if (types.join() !== expected.join()) problems.push(`${status} answered as ${types.join(", ")}, not ${expected.join(", ")}`);
    for (const type of types) if (!content[type]?.schema) problems.push(`no schema for the ${status} ${type} answer`);
  }
  return problems;
}

describe("the OpenAPI document", () => {
  let app: FastifyInstance;
  let operations: Map<string, { method: string; operation: Operation }>;
  beforeAll(async () => {
    app = await buildTestApp();
    const paths: Record<string, Record<string, Operation>> = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json().paths;
    operations = new Map(
      Object.entries(paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, { method, operation }] as const),
      ),
    );
  });
  afterAll(() => app?.close());

  it("describes every operation's body and its success answer with their content types and schemas", () => {
    const problems = [...operations].flatMap(([name, { method, operation }]) =>
      [...bodyProblems(name, method, operation), ...answerProblems(name, operation)].map((problem) => `${name}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("names only operations that exist in its lists of exceptions", () => {
    const listed = [...BODILESS, ...ONLY_REFUSES.keys(), ...NON_JSON_ANSWERS.keys(), ...MULTIPART_BODIES.keys()];
    expect(listed.filter((name) => !operations.has(name))).toEqual([]);
  });
});
