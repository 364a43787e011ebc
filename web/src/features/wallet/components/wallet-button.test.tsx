import { describe, it, expect, vi, afterEach } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showMessage } from "../../../stores/feedback.ts";
import { ACCOUNT_A, createFakeWallet, injectWallet, type FakeWallet } from "../../../wallet/test/fake-wallet-provider.ts";
import { connectInjectedWallet } from "../../../wallet/test/connect-injected-wallet.ts";
import { CONFIGURED_CHAIN_ID, renderWithWallet } from "../../../wallet/test/render-with-wallet.tsx";
import { resizeWindow } from "../../../wallet/test/resize-window.ts";
import { resetWalletState } from "../../../wallet/wallet-state.ts";
import { WalletButton } from "./wallet-button.tsx";

vi.mock("../../../stores/feedback.ts", () => ({ showMessage: vi.fn(), confirm: vi.fn(), toast: vi.fn() }));

let wallet: FakeWallet;
let uninstall: () => void;

function setUp(chainId = CONFIGURED_CHAIN_ID, knownChainIds = [chainId]) {
  wallet = createFakeWallet({ chainId, knownChainIds });
  uninstall = injectWallet(wallet);
}

async function renderConnected() {
  const rendered = renderWithWallet(<WalletButton />);
  await act(() => connectInjectedWallet(rendered.wagmiConfig));
  return rendered;
}

afterEach(() => {
  uninstall();
  resetWalletState();
  resizeWindow(1024);
  vi.clearAllMocks();
});

describe("WalletButton", () => {
  it("says Connect and opens the wallet chooser when no wallet is connected", async () => {
    setUp();
    renderWithWallet(<WalletButton />);
    await userEvent.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByRole("dialog", { name: "Wallet integration" })).toBeTruthy();
  });

  it("shows the address shortened to 5 characters on larger screens", async () => {
    setUp();
    await renderConnected();
    expect(await screen.findByRole("button", { name: "0x11111...11111" })).toBeTruthy();
  });

  it("shows the address shortened to 3 characters below 600 px", async () => {
    setUp();
    resizeWindow(375);
    await renderConnected();
    expect(await screen.findByRole("button", { name: "0x111...111" })).toBeTruthy();
  });

  it("opens the wallet details with the full address when the address is clicked", async () => {
    setUp();
    await renderConnected();
    await userEvent.click(await screen.findByRole("button", { name: "0x11111...11111" }));
    const link = await screen.findByRole("link", { name: ACCOUNT_A });
    expect(link.getAttribute("href")).toBe(`https://explorer.test/address/${ACCOUNT_A}`);
  });

  it("says Wrong Network on another chain, and switches the wallet back when clicked", async () => {
    setUp(1, [1, CONFIGURED_CHAIN_ID]);
    await renderConnected();
    await userEvent.click(await screen.findByRole("button", { name: "Wrong Network" }));
    expect(await screen.findByRole("button", { name: "0x11111...11111" })).toBeTruthy();
    expect(wallet.requests).toContainEqual({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x7a69" }],
    });
  });

  it("does not flag the wrong network on small screens", async () => {
    setUp(1);
    resizeWindow(375);
    await renderConnected();
    expect(await screen.findByRole("button", { name: "0x111...111" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Wrong Network" })).toBeNull();
  });

  it("adds the configured chain to a wallet that does not know it (4902), then switches", async () => {
    setUp(1);
    await renderConnected();
    await userEvent.click(await screen.findByRole("button", { name: "Wrong Network" }));
    await waitFor(() =>
      expect(wallet.methods().filter((method) => method.endsWith("EthereumChain"))).toEqual([
        "wallet_switchEthereumChain",
        "wallet_addEthereumChain",
        "wallet_switchEthereumChain",
      ]),
    );
    const added = wallet.requests.find((call) => call.method === "wallet_addEthereumChain");
    expect(added?.params).toEqual([
      {
        chainId: "0x7a69",
        chainName: "OpenPawn Local",
        nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
        rpcUrls: ["http://127.0.0.1:8545/"],
        blockExplorerUrls: ["https://explorer.test"],
      },
    ]);
    expect(await screen.findByRole("button", { name: "0x11111...11111" })).toBeTruthy();
    expect(showMessage).not.toHaveBeenCalled();
  });
});
