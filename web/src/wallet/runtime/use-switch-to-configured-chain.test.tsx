import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { showMessage } from "../../stores/feedback.ts";
import { createFakeWallet, injectWallet } from "../test/fake-wallet-provider.ts";
import { connectInjectedWallet } from "../test/connect-injected-wallet.ts";
import { createWalletTestWrapper, TEST_RUNTIME_CONFIG } from "../test/render-with-wallet.tsx";
import { useSwitchToConfiguredChain } from "./use-switch-to-configured-chain.ts";
import { wrongChainMessage } from "../wrong-chain-message.ts";

vi.mock("../../stores/feedback.ts", () => ({ showMessage: vi.fn(), confirm: vi.fn(), toast: vi.fn() }));

let uninstall = () => {};
afterEach(() => {
  uninstall();
  vi.clearAllMocks();
});

async function renderConnectedOn(chainId: number, knownChainIds: number[]) {
  const wallet = createFakeWallet({ chainId, knownChainIds });
  uninstall = injectWallet(wallet);
  const { wrapper, wagmiConfig } = createWalletTestWrapper();
  const { result } = renderHook(() => useSwitchToConfiguredChain(), { wrapper });
  await act(() => connectInjectedWallet(wagmiConfig));
  const switchToConfiguredChain = async () => {
    let switched: boolean | undefined;
    await act(async () => {
      switched = await result.current();
    });
    return switched;
  };
  return { wallet, switchToConfiguredChain };
}

describe("useSwitchToConfiguredChain", () => {
  it("moves the wallet to the configured chain", async () => {
    const { wallet, switchToConfiguredChain } = await renderConnectedOn(1, [1, 31337]);
    expect(await switchToConfiguredChain()).toBe(true);
    expect(await wallet.provider.request({ method: "eth_chainId" })).toBe("0x7a69");
    expect(showMessage).not.toHaveBeenCalled();
  });

  it("shows the wrong-chain message naming the configured chain when the wallet refuses", async () => {
    const { wallet, switchToConfiguredChain } = await renderConnectedOn(1, [1]);
    vi.spyOn(wallet.provider, "request").mockRejectedValue(Object.assign(new Error("rejected"), { code: 4001 }));
    expect(await switchToConfiguredChain()).toBe(false);
    expect(showMessage).toHaveBeenCalledWith({ variant: "warning", text: wrongChainMessage(TEST_RUNTIME_CONFIG) });
    expect(wrongChainMessage(TEST_RUNTIME_CONFIG)).toContain(TEST_RUNTIME_CONFIG.chainName);
  });
});
