import { useWalletState } from "./wallet-state.ts";

/**
 * The chain the connected wallet is on, or undefined without a wallet. The chain id polled by the wallet
 * watchers wins over wagmi's, which follows the wallet's events only.
 */
export function useWalletChainId(): number | undefined {
  const connectedChainId = useWalletState((state) => state.chainId);
  const polledChainId = useWalletState((state) => state.walletChainId);
  const connected = useWalletState((state) => state.status === "connected");
  if (!connected) return undefined;
  return polledChainId ?? connectedChainId;
}
