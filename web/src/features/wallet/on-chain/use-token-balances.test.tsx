import { zeroAddress } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { disconnect } from "wagmi/actions";
import { ACCOUNT_A, createFakeWallet, injectWallet } from "../../../wallet/test/fake-wallet-provider.ts";
import { connectInjectedWallet } from "../../../wallet/test/connect-injected-wallet.ts";
import { fakeRpcNode } from "../../../wallet/test/fake-rpc-node.ts";
import { CONFIGURED_CHAIN_ID, createWalletTestWrapper, TEST_RUNTIME_CONFIG } from "../../../wallet/test/render-with-wallet.tsx";
import { useTokenBalances } from "./use-token-balances.ts";

const DFY = "0x00000000000000000000000000000000000000d1" as const;
const USDT = "0x00000000000000000000000000000000000000d2" as const;
const BROKEN = "0x00000000000000000000000000000000000000d3" as const;
const token = (symbol: string, address: `0x${string}`, decimals: number) => ({
  symbol,
  name: symbol,
  decimals,
  address,
  priceFeed: zeroAddress,
});

const runtimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  deployment: {
    ...TEST_RUNTIME_CONFIG.deployment,
    tokens: [token("DFY", DFY, 18), token("USDT", USDT, 6), token("BROKEN", BROKEN, 18)],
  },
};

let uninstall = () => {};
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

describe("useTokenBalances", () => {
  it("reads each deployment token's balance for the connected wallet, and empties when the wallet goes", async () => {
    vi.stubGlobal("fetch", fakeRpcNode({ [DFY]: { [ACCOUNT_A]: 1_500_000_000_000_000_000n }, [USDT]: { [ACCOUNT_A]: 42_000_000n } }));
    uninstall = injectWallet(createFakeWallet({ chainId: CONFIGURED_CHAIN_ID }));
    const { wrapper, wagmiConfig } = createWalletTestWrapper(runtimeConfig);
    const { result } = renderHook(() => useTokenBalances(), { wrapper });
    expect(result.current).toEqual([]);

    await act(() => connectInjectedWallet(wagmiConfig));
    await waitFor(() =>
      expect(result.current).toEqual([
        { symbol: "DFY", decimals: 18, address: DFY, amount: 1_500_000_000_000_000_000n },
        { symbol: "USDT", decimals: 6, address: USDT, amount: 42_000_000n },
      ]),
    );

    await act(() => disconnect(wagmiConfig));
    expect(result.current).toEqual([]);
  });
});
