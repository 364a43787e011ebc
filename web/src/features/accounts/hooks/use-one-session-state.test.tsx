import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { logout, setToken } from "../../../stores/auth.ts";
import { SessionState } from "../components/session-state.tsx";
import { mockApi, ok } from "../test/mock-api.ts";
import { renderAccounts } from "../test/render-accounts.tsx";
import { useProfile } from "./use-profile.ts";
import { ownProfileOf } from "../../../test/own-profile.ts";

const tokenOf = (account: number) => `h.${btoa(JSON.stringify({ sub: String(account), sid: "s" })).replace(/=+$/, "")}.sig`;

/** What another tab does to the shared session: it writes localStorage, this tab hears the storage event. */
function inAnotherTab(token: string | null) {
  act(() => {
    if (token === null) localStorage.removeItem(STORAGE_KEYS.authToken);
    else localStorage.setItem(STORAGE_KEYS.authToken, token);
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.authToken }));
  });
}

function ProfileName() {
  const { data } = useProfile();
  return <p>{data ? `Signed in as ${data.name}` : "No profile"}</p>;
}

afterEach(() => {
  act(() => logout());
  vi.unstubAllGlobals();
});

describe("one session state in every tab", () => {
  it("disconnects the wallet when the session ends in another tab (e.g. a password change there)", async () => {
    mockApi({ "GET /api/user/users/profile": ok(ownProfileOf({ id: 1, name: "Alice" })) });
    setToken(tokenOf(1));
    const { bridge } = renderAccounts(
      <>
        <SessionState />
        <ProfileName />
      </>,
    );
    await screen.findByText("Signed in as Alice", {}, { timeout: 4000 });
    expect(bridge.removeWallet).not.toHaveBeenCalled();
    inAnotherTab(null);
    expect(bridge.removeWallet).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("No profile")).toBeTruthy();
  });

  it("drops the previous account's cached data when another account signs in, and keeps the wallet", async () => {
    let name = "Alice";
    mockApi({ "GET /api/user/users/profile": () => ok(ownProfileOf({ id: 1, name })) });
    setToken(tokenOf(1));
    const { bridge } = renderAccounts(
      <>
        <SessionState />
        <ProfileName />
      </>,
    );
    await screen.findByText("Signed in as Alice", {}, { timeout: 4000 });
    name = "Bob";
    inAnotherTab(tokenOf(2));
    expect(await screen.findByText("Signed in as Bob", {}, { timeout: 4000 })).toBeTruthy();
    expect(bridge.removeWallet).not.toHaveBeenCalled();
  });

  it("does nothing at start-up without a session", async () => {
    mockApi({});
    const { bridge } = renderAccounts(<SessionState />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bridge.removeWallet).not.toHaveBeenCalled();
  });
});
