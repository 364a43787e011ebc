import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { AppProviders } from "../../app/app-providers.tsx";
import { logout } from "../../stores/auth.ts";
import { mockApi, okReply } from "../../test/mock-api.ts";
import { signInWithWallet, signOutWallet } from "../../test/signed-in-wallet.ts";
import { TEST_CONFIG } from "../../test/test-runtime-config.ts";
import { ActionGate } from "./action-gate.tsx";

const WALLET = "0x6666666666666666666666666666666666666666";

function renderGate() {
  render(
    <AppProviders config={TEST_CONFIG}>
      <ActionGate action="buy">
        <button>Buy now</button>
      </ActionGate>
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  signOutWallet();
  logout();
  vi.unstubAllGlobals();
});

describe("the gate before a money action", () => {
  it("offers 'Link this wallet' instead of the action when the account does not hold the connected wallet (issue 24)", async () => {
    signInWithWallet(WALLET);
    mockApi({ "GET /api/user/users/wallet-address": okReply([]) });
    renderGate();
    expect(await screen.findByRole("button", { name: WALLET_MESSAGES.linkThisWallet })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Buy now" })).toBeNull();
  });

  it("shows the action for a wallet the account holds", async () => {
    signInWithWallet(WALLET);
    mockApi({ "GET /api/user/users/wallet-address": okReply([{ walletAddress: WALLET, linkedAt: "2026-01-02T03:04:05.000Z" }]) });
    renderGate();
    expect(await screen.findByRole("button", { name: "Buy now" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: WALLET_MESSAGES.linkThisWallet })).toBeNull();
  });
});
