import { createConfig, http, injected } from "wagmi";
import { defineChain } from "viem";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";

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

export function createWagmiConfig(config: RuntimeConfig) {
  const chain = configuredChain(config);
  return createConfig({
    chains: [chain],
    connectors: [injected()],
    transports: { [chain.id]: http(config.rpcUrl) },
  });
}
