import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { STORAGE_KEYS, WALLET_TYPES } from "@openpawn/shared/constants";
import { setToken } from "../stores/auth.ts";
import { renderRoute } from "../test/render-route.tsx";
import { createFakeWallet, injectWallet, type FakeWallet } from "../wallet/test/fake-wallet-provider.ts";
import { loadedWallet } from "../wallet/wallet-loader.ts";
import { getWalletState } from "../wallet/wallet-state.ts";

let uninstall = () => {};
afterEach(() => uninstall());

function installTrustingWallet(): FakeWallet {
  // The extension still trusts the site from an earlier visit: eth_accounts answers without a prompt.
  const wallet = createFakeWallet({ chainId: 31337, authorized: true });
  uninstall = injectWallet(wallet);
  return wallet;
}

async function renderHeader(path: string) {
  const view = renderRoute(path);
  await screen.findByRole("heading", { level: 1 });
  return { ...view, header: screen.getByRole("banner") };
}

/** The wallet module (wagmi, viem) is not part of the first load (decision 0019): when does it come? */
describe("the wallet on the first load", () => {
  it("reconnects the remembered wallet after the first paint, showing it as loading until then", async () => {
    const wallet = installTrustingWallet();
    // What a visit that connected MetaMask leaves behind: the app's extension name and wagmi's own record,
    // and the wallet session (so that the reconnected wallet is not asked to sign again).
    localStorage.setItem(STORAGE_KEYS.extensionName, WALLET_TYPES.metamask);
    localStorage.setItem("wagmi.injected.connected", "true");
    setToken("wallet-session");
    localStorage.setItem(STORAGE_KEYS.lastToken, "wallet-session");
    renderRoute("/");
    // From the first paint on, a wallet is on its way (a busy button), not 'Connect' followed by an address.
    expect(loadedWallet()).toBeUndefined();
    expect(getWalletState().isWalletLoading).toBe(true);
    const header = await screen.findByRole("banner");
    expect(await within(header).findByRole("button", { name: "0x11111...11111" })).toBeTruthy();
    expect(loadedWallet()).toBeDefined();
    expect(wallet.methods()).toContain("eth_accounts");
    expect(wallet.methods()).not.toContain("eth_requestAccounts");
    await waitFor(() => expect(getWalletState().isWalletLoading).toBe(false));
    expect(getWalletState().isSigned).toBe(true);
  });

  it("does not load the wallet module for a visitor without a remembered wallet, even if the extension trusts the site", async () => {
    const wallet = installTrustingWallet();
    const { header } = await renderHeader("/");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(loadedWallet()).toBeUndefined();
    expect(wallet.methods()).toEqual([]);
    expect(within(header).getByRole("button", { name: "Connect" }).getAttribute("aria-busy")).toBe("false");
  });

  it("starts loading the wallet module when the visitor reaches for Connect, before the click", async () => {
    installTrustingWallet();
    const { header } = await renderHeader("/");
    fireEvent.pointerEnter(within(header).getByRole("button", { name: "Connect" }));
    await waitFor(() => expect(loadedWallet()).toBeDefined());
  });
});
