import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { disconnect } from "wagmi/actions";
import { ACCOUNT_A, createFakeWallet, injectWallet } from "./test/fake-wallet-provider.ts";
import { connectInjectedWallet } from "./test/connect-injected-wallet.ts";
import { CONFIGURED_CHAIN_ID, createWalletTestWrapper } from "./test/render-with-wallet.tsx";
import { useWalletAddress } from "./use-wallet-address.ts";

let uninstall = () => {};
afterEach(() => uninstall());

describe("useWalletAddress", () => {
  it("is the connected account, and undefined before and after", async () => {
    uninstall = injectWallet(createFakeWallet({ chainId: CONFIGURED_CHAIN_ID }));
    const { wrapper, wagmiConfig } = createWalletTestWrapper();
    const { result } = renderHook(() => useWalletAddress(), { wrapper });
    expect(result.current).toBeUndefined();
    await act(() => connectInjectedWallet(wagmiConfig));
    expect(result.current).toBe(ACCOUNT_A);
    await act(() => disconnect(wagmiConfig));
    expect(result.current).toBeUndefined();
  });
});
