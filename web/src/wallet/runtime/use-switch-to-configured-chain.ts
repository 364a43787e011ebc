import { useCallback } from "react";
import { useConfig } from "wagmi";
import { useRuntimeConfig } from "../../config/runtime-config-context.tsx";
import { switchToConfiguredChain } from "./switch-to-configured-chain.ts";

/** switchToConfiguredChain for the wallet's own watchers (inside its WagmiProvider). */
export function useSwitchToConfiguredChain(): () => Promise<boolean> {
  const wagmiConfig = useConfig();
  const runtimeConfig = useRuntimeConfig();
  return useCallback(() => switchToConfiguredChain(wagmiConfig, runtimeConfig), [wagmiConfig, runtimeConfig]);
}
