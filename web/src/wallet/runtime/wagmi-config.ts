import { createConfig, http } from "wagmi";
import { defineChain, numberToHex, type AddEthereumChainParameter } from "viem";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { walletConnectors } from "./wallet-connectors.ts";

/** The configured chain (56 in production, anvil's 31337 locally) as viem describes it. */
export function configuredChain(config: RuntimeConfig) {
  return defineChain({
    id: config.chainId,
    name: config.chainName,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: [config.rpcUrl] } },
    blockExplorers: config.explorerUrl ? { default: { name: "Explorer", url: config.explorerUrl } } : undefined,
  });
}

/** What wallet_addEthereumChain needs to add the configured chain to a wallet (EIP-3085). */
export function addEthereumChainParameter(config: RuntimeConfig): AddEthereumChainParameter {
  return {
    chainId: numberToHex(config.chainId),
    chainName: config.chainName,
    nativeCurrency: config.nativeCurrency,
    // A wallet cannot resolve a path relative to the page, so a relative RPC URL is made absolute.
    rpcUrls: [new URL(config.rpcUrl, window.location.origin).toString()],
    blockExplorerUrls: config.explorerUrl ? [config.explorerUrl] : undefined,
  };
}

export function createWagmiConfig(config: RuntimeConfig) {
  const chain = configuredChain(config);
  return createConfig({
    chains: [chain],
    connectors: walletConnectors(),
    // The chooser offers the spec's wallets; EIP-6963 discovery would add (and auto-reconnect) every announced one.
    multiInjectedProviderDiscovery: false,
    transports: { [chain.id]: http(config.rpcUrl) },
  });
}
