import { vi } from "vitest";
import type { RefreshAnswer, SessionTokens } from "@openpawn/shared/accounts/schemas/account";
import { deriveWorkKey, type SliderWork } from "@openpawn/shared/captcha-slider";
import { ACCESS_TOKEN_MAX_AGE_MINUTES } from "@openpawn/shared/constants";
import { checkAgainstEndpoint } from "../../../test/mock-api.ts";

/** One call the page made, as the API would see it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

export interface MockAnswer {
  status?: number;
  body: unknown;
}

type Route = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

export const ok = (data: unknown = null): MockAnswer => ({ status: 200, body: { code: 200, data } });
export const refuse = (status: number, code: string, message = "refused"): MockAnswer => ({
  status,
  body: { code: status, message, errorCodes: [code] },
});

const EXPIRES_IN = ACCESS_TOKEN_MAX_AGE_MINUTES * 60;

/** A new session's tokens as login and social-check answer them (the refresh token also comes as a cookie). */
export const sessionTokens = (access_token: string, refresh_token = `refresh-${access_token}`): SessionTokens => ({ access_token, refresh_token, expires_in: EXPIRES_IN });

/** users/refresh_token's answer: a renewed access token, or (a wallet's signature sent) the session bound to the wallet. */
export const renewedToken = (access_token: string, walletAddress?: string): RefreshAnswer =>
  walletAddress === undefined ? { access_token, expires_in: EXPIRES_IN } : { access_token, expires_in: EXPIRES_IN, walletAddress };

/**
 * A real proof of work whose answer is `counter` (as the server makes them, unsigned here): by default counter 3
 * with one PBKDF2 iteration, so the widget solves it at once.
 */
export async function testWork(counter = 3, cost = 1): Promise<SliderWork> {
  const parameters = { algorithm: "PBKDF2/SHA-256", nonce: "00112233445566778899aabbccddeeff", salt: "ffeeddccbbaa99887766554433221100", cost, keyLength: 32, keyPrefix: "00", data: { captcha: "challenge-1" } };
  const key = Array.from(await deriveWorkKey(parameters, counter), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return { parameters: { ...parameters, keyPrefix: key.slice(0, 32) }, signature: "signed-by-the-server" };
}

export const CAPTCHA_CHALLENGE = {
  gt: "openpawn-slider",
  challenge: "challenge-1",
  new_captcha: true,
  puzzle: true,
  image: "/api/user/users/capcha/image?challenge=challenge-1",
  piece: "/api/user/users/capcha/image?challenge=challenge-1&part=piece",
  width: 320,
  height: 160,
  piece_size: 44,
  piece_y: null,
  expires_in: 120,
  work: await testWork(),
  work_max: 10,
};

/** The login check without a puzzle (decision 0043): the work alone. */
export const LOGIN_CHECK = {
  gt: "openpawn-slider",
  challenge: "check-1",
  new_captcha: true,
  puzzle: false,
  expires_in: 120,
  work: await testWork(),
  work_max: 10,
};

/**
 * Replaces fetch at the boundary: routes are "METHOD /api/path" → answer. Unknown routes answer 404
 * (the app's other features may call what a test does not care about). `calls` records every call.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  // As the server answers an address that has not failed: the login check for a login, the puzzle otherwise.
  const captcha: Route = (call) => ok(call.query.get("purpose") === "login" ? LOGIN_CHECK : CAPTCHA_CHALLENGE);
  const all: Record<string, Route> = { "GET /api/user/users/capcha": captcha, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method: init.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      authorization: headers.authorization,
    };
    calls.push(call);
    const route = all[`${call.method} ${call.path}`];
    const answer = route === undefined ? refuse(404, "not_found") : typeof route === "function" ? await route(call) : route;
    checkAgainstEndpoint(call.method, call.path, answer);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls to one route. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
