import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { accountOfToken, getToken, logout, setToken, useIsLoggedIn } from "./auth.ts";

describe("auth store", () => {
  it("keeps the token in localStorage and clears it on logout", () => {
    setToken("abc");
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe("abc");
    expect(getToken()).toBe("abc");
    logout();
    expect(getToken()).toBeNull();
  });

  it("re-renders subscribers on login and logout", () => {
    const { result } = renderHook(() => useIsLoggedIn());
    expect(result.current).toBe(false);
    act(() => setToken("abc"));
    expect(result.current).toBe(true);
    act(() => logout());
    expect(result.current).toBe(false);
  });

  it("follows a change made in another tab", () => {
    const { result } = renderHook(() => useIsLoggedIn());
    act(() => {
      localStorage.setItem(STORAGE_KEYS.authToken, "from-other-tab");
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.authToken }));
    });
    expect(result.current).toBe(true);
  });

  it("reads the account an access token names, and nothing from what is not a token", () => {
    const claims = btoa(JSON.stringify({ sub: "42", sid: "s" })).replace(/=+$/, "");
    expect(accountOfToken(`header.${claims}.signature`)).toBe("42");
    expect(accountOfToken("not-a-token")).toBeNull();
    expect(accountOfToken("a.%%%.b")).toBeNull();
    expect(accountOfToken(null)).toBeNull();
  });
});
