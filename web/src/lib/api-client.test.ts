import { afterEach, describe, expect, it, vi } from "vitest";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { getToken, setToken } from "../stores/auth.ts";
import { apiRequest, ApiRequestError } from "./api-client.ts";

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the bearer token and unwraps the envelope", async () => {
    setToken("access-1");
    const fetchMock = vi.fn(async () => json(200, { code: 200, data: { id: 7 } }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await apiRequest<{ id: number }>("/user/users/profile", { query: { lang: "en" } });
    expect(result.data).toEqual({ id: 7 });
    const [calledUrl, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe("/api/user/users/profile?lang=en");
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer access-1");
  });

  it("throws the server's message and error codes on a refusal", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(404, { code: 404, message: "not active", errorCodes: ["user.login.user-not-active"] })));
    const error = await apiRequest("/user/users/login", { method: "POST", body: {}, auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: "not active", errorCodes: ["user.login.user-not-active"] });
  });

  it("carries words on a refusal without any: a proxy's page or a message that is not text reads the catalogue's line", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" })));
    await expect(apiRequest("/pawn/collaterals")).rejects.toMatchObject({ status: 502, message: DIALOG_MESSAGES.errorDefault, errorCodes: [] });
    vi.stubGlobal("fetch", vi.fn(async () => json(400, { code: 400, message: [{ origin: "string", code: "too_small" }], errorCodes: "invalid_input" })));
    await expect(apiRequest("/pawn/pawn-shop", { method: "POST", body: {} })).rejects.toMatchObject({ status: 400, message: DIALOG_MESSAGES.errorDefault, errorCodes: [] });
  });

  it("renews an expired access token once and retries the call", async () => {
    setToken("expired");
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { code: 401, message: "expired", errorCodes: ["user.unauthorized"] }))
      .mockResolvedValueOnce(json(200, { code: 200, data: { access_token: "renewed" } }))
      .mockResolvedValueOnce(json(200, { code: 200, data: "ok" }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await apiRequest<string>("/user/notify/new");
    expect(result.data).toBe("ok");
    expect(getToken()).toBe("renewed");
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/user/users/refresh_token");
  });

  it("logs the user out when the renewal is refused", async () => {
    setToken("expired");
    vi.stubGlobal("fetch", vi.fn(async () => json(401, { code: 401, message: "Please log in again", errorCodes: ["user.unauthorized"] })));
    await expect(apiRequest("/user/notify/new")).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });

  it("keeps the session when the server cannot answer the renewal (a restart, maintenance)", async () => {
    setToken("expired");
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { code: 401, message: "expired", errorCodes: ["user.unauthorized"] }))
      .mockResolvedValueOnce(json(503, { code: 503, message: "Service unavailable", errorCodes: ["maintenance"] }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiRequest("/user/notify/new")).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/user/users/refresh_token");
    expect(getToken()).toBe("expired");
  });
});
