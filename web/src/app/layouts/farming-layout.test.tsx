import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
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

  it("says at once that a farming page not built yet is coming soon, without asking for a wallet first", async () => {
    for (const path of ["/farm/list", "/farm/liquidity-list", "/farm/lottery"]) {
      const { unmount } = renderRoute(path);
      expect(await screen.findByText(SHELL_MESSAGES.placeholder), path).toBeTruthy();
      expect(screen.queryByText(WALLET_MESSAGES.pleaseConnect), path).toBeNull();
      unmount();
    }
  });
});

describe("needsWalletPrompt", () => {
  it("needs both a wallet and a token on a built farming page, except on the lottery", () => {
    const built = { pathname: "/farm/list", comingSoon: false };
    expect(needsWalletPrompt({ ...built, walletAddress: ADDRESS, token: null })).toBe(true);
    expect(needsWalletPrompt({ ...built, walletAddress: undefined, token: "t" })).toBe(true);
    expect(needsWalletPrompt({ ...built, walletAddress: ADDRESS, token: "t" })).toBe(false);
    expect(needsWalletPrompt({ pathname: "/farm/lottery/", comingSoon: false, walletAddress: undefined, token: null })).toBe(false);
  });

  it("never asks on a page of an area not built yet", () => {
    expect(needsWalletPrompt({ pathname: "/farm/list", comingSoon: true, walletAddress: undefined, token: null })).toBe(false);
  });
});
