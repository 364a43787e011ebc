import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen } from "@testing-library/react";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { logout, setToken } from "../../stores/auth.ts";
import { mockApi, okReply, type ApiCall } from "../../test/mock-api.ts";
import { renderRoute } from "../../test/render-route.tsx";
import { resetWalletState, setSigned, setWalletConnection } from "../../wallet/wallet-state.ts";
import { isWalletScopedPath } from "./wallet-scope-gate.tsx";

configure({ asyncUtilTimeout: 5000 });

const CONNECTED = "0x4444444444444444444444444444444444444444";
const statisticCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.includes("contract-statistic"));

function signedInWithWallet() {
  setToken("bound-session");
  localStorage.setItem("lastToken", "bound-session");
  setWalletConnection({ status: "connected", address: CONNECTED, chainId: 31337 });
  setSigned(true);
}

afterEach(() => {
  cleanup();
  logout();
  resetWalletState();
  localStorage.removeItem("lastToken");
  vi.unstubAllGlobals();
});

describe("pages of the account's positions with a wallet it does not hold (issue 24)", { timeout: 20_000 }, () => {
  it("/inventory/overview offers 'Link this wallet' instead of the figures' errors when the account holds no wallet", async () => {
    signedInWithWallet();
    const calls = mockApi({ "GET /api/user/users/wallet-address": okReply([]) });
    renderRoute("/inventory/overview");
    expect(await screen.findByText(WALLET_MESSAGES.notLinked("0x44444...44444"))).toBeTruthy();
    expect(screen.getByRole("button", { name: WALLET_MESSAGES.linkThisWallet })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Overview" })).toBeTruthy();
    expect(screen.queryByText("These figures cannot be loaded right now.")).toBeNull();
    expect(statisticCalls(calls)).toEqual([]);
  });

  it("shows the other wallets' positions below the offer when the account holds some", async () => {
    signedInWithWallet();
    mockApi({ "GET /api/user/users/wallet-address": okReply([{ walletAddress: "0x5555555555555555555555555555555555555555", linkedAt: "2026-01-02T03:04:05.000Z" }]) });
    renderRoute("/inventory/overview");
    expect(await screen.findByRole("button", { name: WALLET_MESSAGES.linkThisWallet })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Borrowing" })).toBeTruthy();
  });

  it("asks an account that holds no wallet and has none connected to connect one", async () => {
    setToken("email-session");
    const calls = mockApi({ "GET /api/user/users/wallet-address": okReply([]) });
    renderRoute("/inventory/overview");
    expect(await screen.findByText(WALLET_MESSAGES.noneLinked)).toBeTruthy();
    expect(screen.getByRole("button", { name: WALLET_MESSAGES.integrateWallet })).toBeTruthy();
    expect(statisticCalls(calls)).toEqual([]);
  });

  it("leaves the account's own pages alone", () => {
    expect(isWalletScopedPath("/inventory/overview")).toBe(true);
    expect(isWalletScopedPath("/inventory/contract/borrow/3")).toBe(true);
    expect(isWalletScopedPath("/inventory/setting")).toBe(false);
    expect(isWalletScopedPath("/inventory/profile/verification/connected-account")).toBe(false);
    expect(isWalletScopedPath("/inventory/personal-profile")).toBe(false);
    expect(isWalletScopedPath("/pawn")).toBe(false);
  });
});
