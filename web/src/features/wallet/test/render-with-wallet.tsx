import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { WagmiProvider } from "wagmi";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { RuntimeConfigProvider } from "../../../config/runtime-config-context.tsx";
import { createWagmiConfig } from "../../../lib/wagmi.ts";

export const CONFIGURED_CHAIN_ID = 31337;

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  chainId: CONFIGURED_CHAIN_ID,
  chainName: "OpenPawn Local",
  rpcUrl: "http://127.0.0.1:8545",
  explorerUrl: "https://explorer.test",
  supportEmail: "support@openpawn.test",
  walletConnectProjectId: "",
  nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
  deployment: { chainId: CONFIGURED_CHAIN_ID, deployedAt: "2026-01-01", startBlock: 0, contracts: {}, tokens: [] },
};

/** The app's providers, as the app sets them up: its own wagmi config (reconnecting on mount) and runtime config. */
export function createWalletTestWrapper(runtimeConfig: RuntimeConfig = TEST_RUNTIME_CONFIG) {
  const wagmiConfig = createWagmiConfig(runtimeConfig);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function WalletTestProviders({ children }: { children: ReactNode }) {
    return (
      <RuntimeConfigProvider config={runtimeConfig}>
        <WagmiProvider config={wagmiConfig}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </WagmiProvider>
      </RuntimeConfigProvider>
    );
  }
  return { wrapper: WalletTestProviders, wagmiConfig };
}

export function renderWithWallet(ui: ReactElement, runtimeConfig: RuntimeConfig = TEST_RUNTIME_CONFIG) {
  const { wrapper, wagmiConfig } = createWalletTestWrapper(runtimeConfig);
  return { ...render(ui, { wrapper }), wagmiConfig };
}
