import type { ReactNode } from "react";
import { WagmiContext, WagmiProvider } from "wagmi";
import { disconnect, getConnection, watchConnection } from "wagmi/actions";
import { createWalletClient, custom, type EIP1193Provider } from "viem";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { setWalletConnection } from "../wallet-state.ts";
import type { WalletRuntime } from "../wallet-runtime.ts";
import { connectWallet } from "./connect-wallet.ts";
import { switchToConfiguredChain } from "./switch-to-configured-chain.ts";
import { createWagmiConfig } from "./wagmi-config.ts";
import { WalletWatchers } from "./wallet-watchers.tsx";

/**
 * The wallet module's entry (loaded by ../wallet-loader.ts, never imported by the first load): creates wagmi's
 * config for the runtime config's chain and pushes wagmi's connection into the wallet state, now and on every
 * change, so that the page reads it without wagmi.
 */
export function startWalletRuntime(runtimeConfig: RuntimeConfig): WalletRuntime {
  const wagmiConfig = createWagmiConfig(runtimeConfig);
  const push = (connection: ReturnType<typeof getConnection>) =>
    setWalletConnection({ status: connection.status, address: connection.address, chainId: connection.chainId });
  push(getConnection(wagmiConfig));
  const unwatch = watchConnection(wagmiConfig, { onChange: push });

  function Provider({ children }: { children?: ReactNode }) {
    return <WagmiProvider config={wagmiConfig}>{children}</WagmiProvider>;
  }
  function Scope({ children }: { children?: ReactNode }) {
    return <WagmiContext.Provider value={wagmiConfig}>{children}</WagmiContext.Provider>;
  }

  return {
    wagmiConfig,
    Provider,
    Scope,
    Watchers: WalletWatchers,
    hasConnector: (connectorId) => wagmiConfig.connectors.some((connector) => connector.id === connectorId),
    connect: (option) => connectWallet(wagmiConfig, option),
    disconnect: async () => {
      await disconnect(wagmiConfig);
    },
    switchToConfiguredChain: () => switchToConfiguredChain(wagmiConfig, runtimeConfig),
    async signMessage(address, message) {
      const { connector } = getConnection(wagmiConfig);
      if (!connector) throw new Error("no wallet connected");
      const provider = (await connector.getProvider()) as EIP1193Provider;
      // The wallet's own provider: wagmi's signMessage would refuse a chain the app is not configured for.
      return createWalletClient({ transport: custom(provider) }).signMessage({ account: address, message });
    },
    stop: unwatch,
  };
}
