import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { disconnect } from "wagmi/actions";
import { KNOWN_TEST_CHAIN_ID, STORAGE_KEYS } from "@openpawn/shared/constants";
import { endSession } from "../../lib/session.ts";
import { showMessage } from "../../stores/feedback.ts";
import { reloadPage } from "./reload-page.ts";
import { ACCOUNT_B, createFakeWallet, injectWallet, type FakeWallet } from "../test/fake-wallet-provider.ts";
import { connectInjectedWallet } from "../test/connect-injected-wallet.ts";
import { CONFIGURED_CHAIN_ID, renderWithWallet, TEST_RUNTIME_CONFIG } from "../test/render-with-wallet.tsx";
import { resizeWindow } from "../test/resize-window.ts";
import { getWalletState, resetWalletState } from "../wallet-state.ts";
import { WalletButton } from "../../features/wallet/components/wallet-button.tsx";
import { WalletWatchers } from "./wallet-watchers.tsx";
import { wrongChainMessage } from "../wrong-chain-message.ts";

vi.mock("../../stores/feedback.ts", () => ({ showMessage: vi.fn(), confirm: vi.fn(), toast: vi.fn() }));
vi.mock("../../lib/session.ts", () => ({ endSession: vi.fn() }));
vi.mock("./reload-page.ts", () => ({ reloadPage: vi.fn() }));

const POLL_WAIT = { timeout: 2500 };
let uninstall = () => {};

function installWallet(options: Partial<Parameters<typeof createFakeWallet>[0]> = {}): FakeWallet {
  const wallet = createFakeWallet({ chainId: CONFIGURED_CHAIN_ID, ...options });
  uninstall = injectWallet(wallet);
  return wallet;
}

function renderWatchers() {
  const rendered = renderWithWallet(
    <>
      <WalletWatchers />
      <WalletButton />
    </>,
  );
  const connectInjected = () =>
    act(() => connectInjectedWallet(rendered.wagmiConfig));
  return { ...rendered, connectInjected };
}

const wrongChainMessages = () =>
  vi.mocked(showMessage).mock.calls.filter(([options]) => options.text === wrongChainMessage(TEST_RUNTIME_CONFIG)).length;

afterEach(() => {
  uninstall();
  resetWalletState();
  resizeWindow(1024);
  vi.clearAllMocks();
});

describe("WalletWatchers: network", () => {
  it("re-reads the chain id every second, flags the wrong network and says so once", async () => {
    const wallet = installWallet({ knownChainIds: [CONFIGURED_CHAIN_ID, 1] });
    wallet.switchesSilently();
    const { connectInjected } = renderWatchers();
    await connectInjected();
    expect(await screen.findByRole("button", { name: "0x11111...11111" })).toBeTruthy();

    act(() => wallet.setChainId(1));
    expect(await screen.findByRole("button", { name: "Wrong Network" }, POLL_WAIT)).toBeTruthy();
    expect(getWalletState().walletChainId).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(wrongChainMessages()).toBe(1);
    // Off chain 56 the message names the configured chain (the spec's sentence names BNB Smart Chain).
    expect(showMessage).toHaveBeenCalledWith({ variant: "warning", text: "Please connect to the OpenPawn Local network (chain id 31337)." });

    act(() => wallet.setChainId(CONFIGURED_CHAIN_ID));
    expect(await screen.findByRole("button", { name: "0x11111...11111" }, POLL_WAIT)).toBeTruthy();
    act(() => wallet.setChainId(1));
    await waitFor(() => expect(wrongChainMessages()).toBe(2), POLL_WAIT);
  });

  it("switches a wallet on the known test network (97) to the configured chain", async () => {
    const wallet = installWallet({ knownChainIds: [CONFIGURED_CHAIN_ID, KNOWN_TEST_CHAIN_ID] });
    const { connectInjected } = renderWatchers();
    await connectInjected();
    act(() => wallet.setChainId(KNOWN_TEST_CHAIN_ID));
    await waitFor(() =>
      expect(wallet.requests).toContainEqual({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a69" }] }),
    );
    expect(await screen.findByRole("button", { name: "0x11111...11111" })).toBeTruthy();
    expect(wrongChainMessages()).toBe(0);
  });

  it("switches a wallet already on 97 when it connects", async () => {
    const wallet = installWallet({ chainId: KNOWN_TEST_CHAIN_ID, knownChainIds: [KNOWN_TEST_CHAIN_ID, CONFIGURED_CHAIN_ID] });
    const { connectInjected } = renderWatchers();
    await connectInjected();
    expect(await screen.findByRole("button", { name: "0x11111...11111" })).toBeTruthy();
    expect(wallet.methods()).toContain("wallet_switchEthereumChain");
  });
});

describe("WalletWatchers: account", () => {
  it("removes the stored wallet keys and logs out when the account changes, without reload on wide screens", async () => {
    const wallet = installWallet();
    const { connectInjected } = renderWatchers();
    await connectInjected();
    localStorage.setItem(STORAGE_KEYS.extensionName, "Metamask");
    localStorage.setItem(STORAGE_KEYS.lastToken, "last");
    act(() => wallet.switchAccount(ACCOUNT_B));
    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastToken)).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(await screen.findByRole("button", { name: "0x22222...22222" })).toBeTruthy();
  });

  it("reloads the page after an account change below 600 px", async () => {
    resizeWindow(375);
    const wallet = installWallet();
    const { connectInjected } = renderWatchers();
    await connectInjected();
    act(() => wallet.switchAccount(ACCOUNT_B));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it("does not log out when a wallet connects or disconnects", async () => {
    installWallet();
    const { connectInjected, wagmiConfig } = renderWatchers();
    await connectInjected();
    await screen.findByRole("button", { name: "0x11111...11111" });
    await act(() => disconnect(wagmiConfig));
    expect(await screen.findByRole("button", { name: "Connect" })).toBeTruthy();
    expect(endSession).not.toHaveBeenCalled();
  });
});

describe("WalletWatchers: start-up", () => {
  it("reconnects the wallet named by the stored extension name", async () => {
    const wallet = installWallet({ authorized: true });
    localStorage.setItem(STORAGE_KEYS.extensionName, "Metamask");
    localStorage.setItem("wagmi.injected.connected", "true");
    renderWatchers();
    expect(await screen.findByRole("button", { name: "0x11111...11111" })).toBeTruthy();
    expect(wallet.methods()).not.toContain("eth_requestAccounts");
    expect(getWalletState().isWalletLoading).toBe(false);
  });

  it("does not reconnect without a stored extension name, even if the wallet trusts the site", async () => {
    const wallet = installWallet({ authorized: true });
    localStorage.setItem("wagmi.injected.connected", "true");
    renderWatchers();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole("button", { name: "Connect" })).toBeTruthy();
    expect(wallet.methods()).not.toContain("eth_accounts");
  });

  it("drops a stored wallet this build cannot reconnect (WalletConnect)", () => {
    localStorage.setItem(STORAGE_KEYS.extensionName, "walletConnect");
    localStorage.setItem(STORAGE_KEYS.lastToken, "last");
    renderWatchers();
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastToken)).toBeNull();
    expect(screen.getByRole("button", { name: "Connect" })).toBeTruthy();
  });

  it("clears the wallet-loading flag after 5 s when the wallet does not answer", async () => {
    vi.useFakeTimers();
    try {
      const slowAnswer = (value: unknown) => new Promise((resolve) => setTimeout(() => resolve(value), 20_000));
      const slowWallet = {
        request: ({ method }: { method: string }) => slowAnswer(method === "eth_chainId" ? "0x7a69" : []),
        on: () => {},
        removeListener: () => {},
      };
      Object.defineProperty(window, "ethereum", { configurable: true, value: slowWallet });
      uninstall = () => delete (window as { ethereum?: unknown }).ethereum;
      localStorage.setItem(STORAGE_KEYS.extensionName, "Metamask");
      localStorage.setItem("wagmi.injected.connected", "true");
      renderWatchers();
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(getWalletState().isWalletLoading).toBe(true);
      expect(screen.getByRole("button", { name: "Connect" }).getAttribute("aria-busy")).toBe("true");
      await act(() => vi.advanceTimersByTimeAsync(4990));
      expect(getWalletState().isWalletLoading).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(getWalletState().isWalletLoading).toBe(false);
      expect(screen.getByRole("button", { name: "Connect" }).getAttribute("aria-busy")).toBe("false");
      // Let wagmi's reconnection finish so that it does not outlive the test.
      await act(() => vi.advanceTimersByTimeAsync(120_000));
    } finally {
      vi.useRealTimers();
    }
  });
});
