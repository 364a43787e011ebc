import type { ACCOUNTS_ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import type { AnswerOf } from "@openpawn/shared/common/endpoint";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { getToken, logout, setToken } from "../stores/auth.ts";

/** The response envelope of every API call: `{ code, data, message? }`. */
export interface ApiEnvelope<T> {
  code: number;
  data: T;
  message?: string;
}

/**
 * A refused call: HTTP status, the server's message and its error codes (e.g. user.login.user-not-active). The
 * message is always words to show: the server's own, or the catalogue's generic line when it sent none.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCodes: string[],
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the stored access token (default). Public calls such as sign-up send none. */
  auth?: boolean;
  signal?: AbortSignal;
}

/**
 * The refresh endpoint, sent raw (no token, no renewal of its own: it is what renews the others). Its path and method
 * are checked against the endpoint by type only: this module is in the first load, which the endpoints' schemas
 * (zod) must stay out of (decision 0019).
 */
type Refresh = (typeof ACCOUNTS_ENDPOINTS)["refresh"];
const REFRESH: Pick<Refresh, "method" | "path"> = { method: "POST", path: "/user/users/refresh_token" };

function url(path: string, query: ApiRequestOptions["query"]): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const suffix = search.size ? `?${search}` : "";
  return `/api${path}${suffix}`;
}

async function send(path: string, options: ApiRequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined && !(options.body instanceof FormData)) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const body = options.body instanceof FormData ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body);
  return fetch(url(path, options.query), { method: options.method ?? "GET", headers, body, signal: options.signal, credentials: "same-origin" });
}

/** What a refusal says: the API's message when it is text, else (a proxy's page, an odd body) the generic line. */
function refusalMessage(payload: { message?: unknown } | null): string {
  const message = payload?.message;
  return typeof message === "string" && message.trim() !== "" ? message : DIALOG_MESSAGES.errorDefault;
}

async function parse<T>(response: Response): Promise<ApiEnvelope<T>> {
  const payload = (await response.json().catch(() => null)) as (ApiEnvelope<T> & { errorCodes?: string[] }) | null;
  if (!response.ok || !payload) {
    const codes = Array.isArray(payload?.errorCodes) ? payload.errorCodes : [];
    throw new ApiRequestError(response.status, refusalMessage(payload), codes);
  }
  return payload;
}

let refreshing: Promise<string | null> | null = null;

/**
 * Trades the refresh cookie for a new access token, once at a time per tab and, through the Web Locks
 * API, per browser: a tab that waited finds the token another tab already renewed. Null when the server refuses
 * the cookie (401: the session is over); it throws when the server could not answer (a restart, maintenance), which
 * says nothing about the session.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const before = getToken();
    const renew = async () => {
      const current = getToken();
      if (current && current !== before) return current;
      const response = await send(REFRESH.path, { method: REFRESH.method, body: {} }, null);
      if (response.status === 401) return null;
      const { data } = await parse<AnswerOf<Refresh>>(response);
      setToken(data.access_token);
      return data.access_token;
    };
    try {
      return navigator.locks ? await navigator.locks.request("openpawn-token-refresh", renew) : await renew();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Calls the API; an expired access token is renewed once, and a refused renewal logs the user out. A renewal the
 * server could not answer leaves the session alone: the call fails, the next one tries again.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  const useAuth = options.auth ?? true;
  const token = useAuth ? getToken() : null;
  const response = await send(path, options, token);
  if (response.status !== 401 || !token) return parse<T>(response);
  const renewed = await refreshAccessToken().catch(() => undefined);
  if (renewed === undefined) return parse<T>(response);
  if (!renewed) {
    logout();
    return parse<T>(response);
  }
  return parse<T>(await send(path, options, renewed));
}
