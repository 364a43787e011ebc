import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { WagmiProvider } from "wagmi";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { RuntimeConfigProvider } from "../../../config/runtime-config-context.tsx";
import { createWagmiConfig } from "../../../lib/wagmi.ts";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";

export const CONFIGURED_CHAIN_ID = 31337;

export const TEST_RUNTIME_CONFIG: RuntimeConfig = TEST_CONFIG;

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
