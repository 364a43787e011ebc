import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { getToken, setToken } from "../stores/auth.ts";
import { mockApi, okReply, errorReply } from "../test/mock-api.ts";
import { endSession, rememberWalletToken } from "./session.ts";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("endSession", () => {
  it("asks the server to revoke the session with the access token, then forgets it and the wallet's proof", async () => {
    const calls = mockApi({ "PUT /api/user/users/logout": okReply(null) });
    setToken("wallet-session");
    rememberWalletToken("wallet-session");
    await endSession();
    expect(calls.map((call) => [call.method, call.path, call.headers.authorization])).toEqual([["PUT", "/api/user/users/logout", "Bearer wallet-session"]]);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastToken)).toBeNull();
  });

  it("keeps another session's wallet proof, and logs out here even when the server cannot answer", async () => {
    mockApi({ "PUT /api/user/users/logout": errorReply(503, "down") });
    setToken("e-mail-session");
    rememberWalletToken("wallet-session");
    await endSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastToken)).toBe("wallet-session");
  });

  it("calls nobody when nobody is logged in", async () => {
    const calls = mockApi({});
    await endSession();
    expect(calls).toEqual([]);
  });
});
