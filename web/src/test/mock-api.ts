import { vi } from "vitest";
import { z } from "zod";
import { matchesPath, type Endpoint } from "@openpawn/shared/common/endpoint";
import { ALL_ENDPOINTS } from "@openpawn/shared/endpoints";

/** A call the page made, as the API would see it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockReply {
  status?: number;
  body: unknown;
}

export type MockHandler = (call: ApiCall) => MockReply | Promise<MockReply>;

/** `{ code: 200, data }`, as the API answers. */
export const okReply = (data: unknown): MockReply => ({ status: 200, body: { code: 200, data } });

/** A refusal as the API sends it: `{ code, message, errorCodes }`. */
export const errorReply = (status: number, message: string, code = "test.error"): MockReply => ({
  status,
  body: { code: status, message, errorCodes: [code] },
});

/** A path segment's rank as the router prefers it: a fixed word, then a parameter, then the rest (`*`). */
const segmentRank = (part: string) => (part === "*" ? 2 : part.startsWith(":") ? 1 : 0);

/**
 * Orders endpoints whose paths match the same URL the way the API's router picks one, the most specific first, left
 * to right: GET /pawn/collaterals/nfts is that endpoint's, not GET /pawn/collaterals/:id's.
 */
function bySpecificity(a: Endpoint, b: Endpoint): number {
  const left = a.path.split("/");
  const right = b.path.split("/");
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = segmentRank(left[index] ?? "") - segmentRank(right[index] ?? "");
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Mocked answers that are not what the endpoint's answer schema allows, reported after each test (setup.ts). */
export const driftedAnswers: string[] = [];

/**
 * A success answered for a declared endpoint must parse with its answer schema: a fixture that drifted from the API's
 * answers fails the test, as the page would meet a shape the API never sends.
 */
export function checkAgainstEndpoint(method: string, path: string, reply: MockReply): void {
  const status = reply.status ?? 200;
  const endpoint = ALL_ENDPOINTS.filter((candidate) => candidate.method === method && matchesPath(`/api${candidate.path}`, path)).sort(bySpecificity)[0];
  if (!endpoint?.answer || status !== 200) return;
  const parsed = endpoint.answer.safeParse((reply.body as { data?: unknown } | null)?.data);
  if (!parsed.success) driftedAnswers.push(`${method} ${path}: ${z.prettifyError(parsed.error)}`);
}

/**
 * Stubs fetch at the boundary: each "METHOD /api/path" (query ignored) answers with its reply or handler;
 * anything else gets a 404. Returns the calls made, in order. Undo with vi.unstubAllGlobals().
 */
export function mockApi(routes: Record<string, MockReply | MockHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, "http://localhost");
      const method = (init.method ?? "GET").toUpperCase();
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body;
      const call: ApiCall = { method, path: url.pathname, query: url.searchParams, body, headers: (init.headers ?? {}) as Record<string, string> };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      const reply = typeof route === "function" ? await route(call) : (route ?? errorReply(404, `No mock for ${method} ${url.pathname}`, "not_found"));
      checkAgainstEndpoint(method, url.pathname, reply);
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}
