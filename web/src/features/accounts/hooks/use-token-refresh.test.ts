import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { TOKEN_REFRESH_INTERVAL_DEFAULT_MS, TOKEN_REFRESH_INTERVAL_STAKING_MS } from "@openpawn/shared/constants";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { getToken, setToken } from "../../../stores/auth.ts";
import { mockApi, ok, refuse, renewedToken } from "../test/mock-api.ts";
import { TOKEN_REFRESH_LEADER_LOCK, useTokenRefresh } from "./use-token-refresh.ts";

const REFRESH = "/api/user/users/refresh_token";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("token refresh (spec §9)", () => {
  it("renews the token every 5 minutes in the default layout while logged in", async () => {
    let issued = 0;
    const api = mockApi({ [`POST ${REFRESH}`]: () => ok(renewedToken(`renewed-${++issued}`)) });
    setToken("first");
    renderHook(() => useTokenRefresh(TOKEN_REFRESH_INTERVAL_DEFAULT_MS));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_DEFAULT_MS - 1));
    expect(api.callsTo("POST", REFRESH)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.callsTo("POST", REFRESH)).toHaveLength(1);
    expect(getToken()).toBe("renewed-1");
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_DEFAULT_MS));
    expect(api.callsTo("POST", REFRESH)).toHaveLength(2);
    expect(getToken()).toBe("renewed-2");
  });

  it("renews hourly in the staking layout", async () => {
    const api = mockApi({ [`POST ${REFRESH}`]: ok(renewedToken("renewed")) });
    setToken("first");
    renderHook(() => useTokenRefresh(TOKEN_REFRESH_INTERVAL_STAKING_MS));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_DEFAULT_MS * 2));
    expect(api.callsTo("POST", REFRESH)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_STAKING_MS - TOKEN_REFRESH_INTERVAL_DEFAULT_MS * 2));
    expect(api.callsTo("POST", REFRESH)).toHaveLength(1);
  });

  it("does nothing while logged out, and stops at logout", async () => {
    const api = mockApi({ [`POST ${REFRESH}`]: ok(renewedToken("renewed")) });
    renderHook(() => useTokenRefresh(TOKEN_REFRESH_INTERVAL_DEFAULT_MS));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_DEFAULT_MS * 3));
    expect(api.callsTo("POST", REFRESH)).toHaveLength(0);
  });

  it("logs out when the server refuses the refresh (the session is over)", async () => {
    mockApi({ [`POST ${REFRESH}`]: refuse(401, ACCOUNTS_ERRORS.refreshExpired.code) });
    setToken("first");
    renderHook(() => useTokenRefresh(TOKEN_REFRESH_INTERVAL_DEFAULT_MS));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_DEFAULT_MS));
    expect(getToken()).toBeNull();
  });

  it("runs in one tab at a time: only the holder of the leader lock renews", async () => {
    const api = mockApi({ [`POST ${REFRESH}`]: ok(renewedToken("renewed")) });
    const requested: string[] = [];
    // The lock is held by another tab: this tab's request waits (never granted here).
    vi.stubGlobal("navigator", {
      ...navigator,
      locks: {
        request: (name: string) => {
          requested.push(name);
          return new Promise(() => undefined);
        },
      },
    });
    setToken("first");
    renderHook(() => useTokenRefresh(TOKEN_REFRESH_INTERVAL_DEFAULT_MS));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_DEFAULT_MS * 2));
    expect(requested).toEqual([TOKEN_REFRESH_LEADER_LOCK]);
    expect(api.callsTo("POST", REFRESH)).toHaveLength(0);
  });
});
