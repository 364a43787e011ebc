import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { MESSAGES } from "@openpawn/shared/messages";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { setToken } from "../../stores/auth.ts";
import { renderRoute } from "../../test/render-route.tsx";
import { needsWalletPrompt } from "./farming-access.ts";

const wallet = vi.hoisted(() => ({ address: undefined as `0x${string}` | undefined }));
vi.mock("../../wallet/use-wallet-address.ts", () => ({ useWalletAddress: () => wallet.address }));

const ADDRESS = "0x1234567890abcdef1234567890abcdef12345678";

describe("farming layout", () => {
  afterEach(() => {
    wallet.address = undefined;
    localStorage.removeItem(STORAGE_KEYS.lastToken);
  });

  it("asks for a wallet on /farm/list when none is connected", async () => {
    renderRoute("/farm/list");
    expect(await screen.findByRole("heading", { level: 1, name: "Farms" })).toBeTruthy();
    expect(screen.getByText(MESSAGES.wallet.pleaseConnect)).toBeTruthy();
    expect(screen.getByRole("button", { name: MESSAGES.wallet.integrateWallet })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.shell.placeholder)).toBeNull();
  });

  it("still asks with a login token but no wallet", async () => {
    setToken("token");
    renderRoute("/farm/liquidity-list");
    expect(await screen.findByText(MESSAGES.wallet.pleaseConnect)).toBeTruthy();
  });

  it("shows the page with a wallet and a login token", async () => {
    wallet.address = ADDRESS;
    setToken("token");
    // The wallet's session is held too, so no sign-in starts (one would outlive the test).
    localStorage.setItem(STORAGE_KEYS.lastToken, "wallet-token");
    renderRoute("/farm/list");
    expect(await screen.findByText(MESSAGES.shell.placeholder)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.wallet.pleaseConnect)).toBeNull();
  });

  it("never asks on /farm/lottery", async () => {
    renderRoute("/farm/lottery");
    expect(await screen.findByText(MESSAGES.shell.placeholder)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.wallet.pleaseConnect)).toBeNull();
  });
});

describe("needsWalletPrompt", () => {
  it("needs both a wallet and a token, except on the lottery", () => {
    expect(needsWalletPrompt({ pathname: "/farm/list", walletAddress: ADDRESS, token: null })).toBe(true);
    expect(needsWalletPrompt({ pathname: "/farm/list", walletAddress: undefined, token: "t" })).toBe(true);
    expect(needsWalletPrompt({ pathname: "/farm/list", walletAddress: ADDRESS, token: "t" })).toBe(false);
    expect(needsWalletPrompt({ pathname: "/farm/lottery/", walletAddress: undefined, token: null })).toBe(false);
  });
});
