import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { RuntimeConfigProvider } from "../../config/runtime-config-context.tsx";
import { TEST_CONFIG } from "../../test/test-runtime-config.ts";
import { startWalletRuntime } from "../runtime/start-wallet-runtime.tsx";
import { installWalletRuntime } from "../wallet-loader.ts";

export const CONFIGURED_CHAIN_ID = 31337;

export const TEST_RUNTIME_CONFIG: RuntimeConfig = TEST_CONFIG;

/**
 * The wallet as the app has it once the wallet module has loaded: a started runtime (its own wagmi config,
 * pushing the connection into the wallet state) installed as the page's, and its provider (reconnecting on
 * mount) around the children, with the runtime config and a query client.
 */
export function createWalletTestWrapper(runtimeConfig: RuntimeConfig = TEST_RUNTIME_CONFIG) {
  const runtime = installWalletRuntime(startWalletRuntime(runtimeConfig));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function WalletTestProviders({ children }: { children: ReactNode }) {
    return (
      <RuntimeConfigProvider config={runtimeConfig}>
        <QueryClientProvider client={queryClient}>
          <runtime.Provider>{children}</runtime.Provider>
        </QueryClientProvider>
      </RuntimeConfigProvider>
    );
  }
  return { wrapper: WalletTestProviders, wagmiConfig: runtime.wagmiConfig, runtime };
}

export function renderWithWallet(ui: ReactElement, runtimeConfig: RuntimeConfig = TEST_RUNTIME_CONFIG) {
  const { wrapper, wagmiConfig } = createWalletTestWrapper(runtimeConfig);
  return { ...render(ui, { wrapper }), wagmiConfig };
}
