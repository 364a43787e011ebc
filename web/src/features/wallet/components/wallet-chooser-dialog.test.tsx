import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { showMessage } from "../../../stores/feedback.ts";
import { ACCOUNT_A, createFakeWallet, injectWallet } from "../../../wallet/test/fake-wallet-provider.ts";
import { CONFIGURED_CHAIN_ID, renderWithWallet } from "../../../wallet/test/render-with-wallet.tsx";
import { resizeWindow } from "../../../wallet/test/resize-window.ts";
import { WalletChooserDialog } from "./wallet-chooser-dialog.tsx";

vi.mock("../../../stores/feedback.ts", () => ({ showMessage: vi.fn(), confirm: vi.fn(), toast: vi.fn() }));

const uninstallers: (() => void)[] = [];

function installWallet(property = "ethereum") {
  const wallet = createFakeWallet({ chainId: CONFIGURED_CHAIN_ID });
  uninstallers.push(injectWallet(wallet, property));
  return wallet;
}

function renderChooser() {
  const onClose = vi.fn();
  const onConnected = vi.fn();
  renderWithWallet(<WalletChooserDialog open onClose={onClose} onConnected={onConnected} />);
  const dialog = screen.getByRole("dialog", { name: "Wallet integration" });
  const optionNames = () =>
    within(dialog)
      .getAllByRole("button")
      .map((option) => option.getAttribute("aria-label"));
  return { dialog, onClose, onConnected, optionNames };
}

afterEach(() => {
  uninstallers.splice(0).forEach((uninstall) => uninstall());
  resizeWindow(1024);
  vi.clearAllMocks();
});

describe("WalletChooserDialog", () => {
  it("offers MetaMask, Binance wallet and WalletConnect QR on large screens, with the note", () => {
    resizeWindow(1280);
    const { dialog, optionNames } = renderChooser();
    expect(optionNames()).toEqual(["MetaMask", "Binance wallet", "WalletConnect QR"]);
    expect(within(dialog).getByText(WALLET_MESSAGES.chooserNote)).toBeTruthy();
  });

  it("offers MetaMask and WalletConnect QR on medium screens", () => {
    resizeWindow(800);
    expect(renderChooser().optionNames()).toEqual(["MetaMask", "WalletConnect QR"]);
  });

  it("offers MetaMask, SafePal and Trust wallet on small screens", () => {
    resizeWindow(375);
    expect(renderChooser().optionNames()).toEqual(["MetaMask", "SafePal", "Trust wallet"]);
  });

  it("shows WalletConnect disabled with the reason when no project id is configured", () => {
    const { dialog } = renderChooser();
    const option = within(dialog).getByRole("button", { name: "WalletConnect QR" });
    expect(option.getAttribute("aria-disabled")).toBe("true");
    expect(within(dialog).getByText(WALLET_MESSAGES.walletConnectUnavailable)).toBeTruthy();
  });

  it("connects MetaMask through the injected provider and remembers the extension name", async () => {
    const wallet = installWallet();
    const { dialog, onClose, onConnected } = renderChooser();
    await userEvent.click(within(dialog).getByRole("button", { name: "MetaMask" }));
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith({ address: ACCOUNT_A, walletType: "Metamask" }));
    expect(onClose).toHaveBeenCalled();
    expect(wallet.methods()).toContain("eth_requestAccounts");
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBe("Metamask");
    expect(showMessage).not.toHaveBeenCalled();
  });

  it("connects the Binance wallet through window.BinanceChain", async () => {
    resizeWindow(1280);
    const binance = installWallet("BinanceChain");
    const { dialog, onConnected } = renderChooser();
    await userEvent.click(within(dialog).getByRole("button", { name: "Binance wallet" }));
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith({ address: ACCOUNT_A, walletType: "BinanceChain" }));
    expect(binance.methods()).toContain("eth_requestAccounts");
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBe("BinanceChain");
  });

  it("connects Trust wallet on small screens through the injected provider", async () => {
    resizeWindow(375);
    installWallet();
    const { dialog, onConnected } = renderChooser();
    await userEvent.click(within(dialog).getByRole("button", { name: "Trust wallet" }));
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith({ address: ACCOUNT_A, walletType: "TrustWallet" }));
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBe("TrustWallet");
  });

  it("says the extension is missing when the wallet is not installed", async () => {
    const { dialog, onConnected, onClose } = renderChooser();
    await userEvent.click(within(dialog).getByRole("button", { name: "MetaMask" }));
    await waitFor(() =>
      expect(showMessage).toHaveBeenCalledWith({ variant: "error", text: WALLET_MESSAGES.extensionMissing("MetaMask") }),
    );
    expect(showMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        text: "You need to have the MetaMask extension first. Please set up or login to your MetaMask account and connect it to continue.",
      }),
    );
    expect(onConnected).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBeNull();
  });

  it("on refusal shows the connection failure and removes the stored extension name and last token", async () => {
    const wallet = installWallet();
    wallet.rejectNextConnection();
    localStorage.setItem(STORAGE_KEYS.extensionName, "Metamask");
    localStorage.setItem(STORAGE_KEYS.lastToken, "last");
    const { dialog, onConnected } = renderChooser();
    await userEvent.click(within(dialog).getByRole("button", { name: "MetaMask" }));
    await waitFor(() =>
      expect(showMessage).toHaveBeenCalledWith({
        variant: "error",
        text: "user rejected permission or don't install wallet extension",
      }),
    );
    expect(onConnected).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastToken)).toBeNull();
  });
});
