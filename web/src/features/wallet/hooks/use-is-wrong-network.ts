import { useConnection } from "wagmi";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { useWalletState } from "../stores/wallet-store.ts";

/**
 * True when a connected wallet is on another chain than the configured one ("Wrong Network").
 * The chain id polled by the wallet watchers wins over wagmi's, which follows the wallet's events only.
 */
export function useIsWrongNetwork(): boolean {
  const connection = useConnection();
  const polledChainId = useWalletState((state) => state.walletChainId);
  const { chainId: configuredChainId } = useRuntimeConfig();
  if (connection.status !== "connected") return false;
  return (polledChainId ?? connection.chainId) !== configuredChainId;
}
