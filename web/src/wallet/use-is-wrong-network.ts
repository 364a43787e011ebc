import { useRuntimeConfig } from "../config/runtime-config-context.tsx";
import { useWalletChainId } from "./use-wallet-chain-id.ts";

/** True when a connected wallet is on another chain than the configured one ("Wrong Network"). */
export function useIsWrongNetwork(): boolean {
  const walletChainId = useWalletChainId();
  const { chainId: configuredChainId } = useRuntimeConfig();
  return walletChainId !== undefined && walletChainId !== configuredChainId;
}
