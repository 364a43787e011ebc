import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getConnection } from "wagmi/actions";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { endSession } from "../../../lib/session.ts";
import { confirm, toast } from "../../../stores/feedback.ts";
import { ACCOUNT_A, createFakeWallet, injectWallet } from "../../../wallet/test/fake-wallet-provider.ts";
import { connectInjectedWallet } from "../../../wallet/test/connect-injected-wallet.ts";
import { fakeRpcNode } from "../../../wallet/test/fake-rpc-node.ts";
import { CONFIGURED_CHAIN_ID, renderWithWallet, TEST_RUNTIME_CONFIG } from "../../../wallet/test/render-with-wallet.tsx";
import { getWalletState, resetWalletState, setSigned } from "../../../wallet/wallet-state.ts";
import { WalletDetailsDialog } from "./wallet-details-dialog.tsx";

vi.mock("../../../stores/feedback.ts", () => ({ showMessage: vi.fn(), confirm: vi.fn(), toast: vi.fn() }));
vi.mock("../../../lib/session.ts", () => ({ endSession: vi.fn() }));

let uninstall: () => void;

beforeEach(() => {
  uninstall = injectWallet(createFakeWallet({ chainId: CONFIGURED_CHAIN_ID }));
  localStorage.setItem(STORAGE_KEYS.extensionName, "Metamask");
  localStorage.setItem(STORAGE_KEYS.lastToken, "last");
  setSigned(true);
});

afterEach(() => {
  uninstall();
  resetWalletState();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

async function renderDetails(runtimeConfig = TEST_RUNTIME_CONFIG) {
  const onClose = vi.fn();
  const onChangeWallet = vi.fn();
  const { wagmiConfig } = renderWithWallet(
    <WalletDetailsDialog open onClose={onClose} onChangeWallet={onChangeWallet} />,
    runtimeConfig,
  );
  await act(() => connectInjectedWallet(wagmiConfig));
  await screen.findByText(ACCOUNT_A);
  return { onClose, onChangeWallet, isConnected: () => getConnection(wagmiConfig).status === "connected" };
}

const walletKeysStored = () =>
  [STORAGE_KEYS.extensionName, STORAGE_KEYS.lastToken].some((key) => localStorage.getItem(key) !== null);

describe("WalletDetailsDialog", () => {
  it("links the address to the explorer in a 500 px wide dialog", async () => {
    await renderDetails();
    const link = screen.getByRole("link", { name: ACCOUNT_A });
    expect(link.getAttribute("href")).toBe(`https://explorer.test/address/${ACCOUNT_A}`);
    expect(getComputedStyle(screen.getByRole("dialog")).maxWidth).toBe("500px");
  });

  it("shows the address as plain text when no explorer is configured", async () => {
    await renderDetails({ ...TEST_RUNTIME_CONFIG, explorerUrl: "" });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(ACCOUNT_A)).toBeTruthy();
  });

  it("copies the address and says so", async () => {
    const user = userEvent.setup();
    await renderDetails();
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await navigator.clipboard.readText()).toBe(ACCOUNT_A);
    expect(toast).toHaveBeenCalledWith("Copied to clipboard", "success");
  });

  it("asks before changing wallet; No keeps the wallet", async () => {
    vi.mocked(confirm).mockResolvedValue(false);
    const { onChangeWallet, isConnected } = await renderDetails();
    await userEvent.click(screen.getByRole("button", { name: "Change wallet" }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        description: "The current wallet will be disconnected. Do you want to connect other wallet?",
        buttonText: "Yes",
        cancelText: "No",
        showCancel: true,
      }),
    );
    expect(onChangeWallet).not.toHaveBeenCalled();
    expect(isConnected()).toBe(true);
    expect(walletKeysStored()).toBe(true);
  });

  it("Yes disconnects, clears the stored wallet keys and opens the chooser", async () => {
    vi.mocked(confirm).mockResolvedValue(true);
    const { onChangeWallet, isConnected } = await renderDetails();
    await userEvent.click(screen.getByRole("button", { name: "Change wallet" }));
    await waitFor(() => expect(onChangeWallet).toHaveBeenCalled());
    expect(isConnected()).toBe(false);
    expect(walletKeysStored()).toBe(false);
    expect(endSession).not.toHaveBeenCalled();
  });

  it("Logout disconnects the wallet, clears its keys and the signed flag, and ends the session on the server", async () => {
    const { onClose, isConnected } = await renderDetails();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(endSession).toHaveBeenCalled());
    expect(isConnected()).toBe(false);
    expect(walletKeysStored()).toBe(false);
    expect(getWalletState().isSigned).toBe(false);
    expect(onClose).toHaveBeenCalled();
  });

  it("lists the wallet's token balances, each amount with its symbol", async () => {
    const DFY = "0x00000000000000000000000000000000000000d1";
    vi.stubGlobal("fetch", fakeRpcNode({ [DFY]: { [ACCOUNT_A]: 1_234_567_000_000_000_000_000n } }));
    const priceFeed = "0x0000000000000000000000000000000000000000";
    await renderDetails({
      ...TEST_RUNTIME_CONFIG,
      deployment: {
        ...TEST_RUNTIME_CONFIG.deployment,
        tokens: [{ symbol: "DFY", name: "DeFi For You", decimals: 18, address: DFY, priceFeed }],
      },
    });
    const balances = await screen.findByRole("list", { name: "Balances" });
    expect(balances.textContent).toBe("1.23K DFY");
  });
});
