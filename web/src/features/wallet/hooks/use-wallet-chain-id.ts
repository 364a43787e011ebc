import { useConnection } from "wagmi";
import { useWalletState } from "../stores/wallet-store.ts";

/**
 * The chain the connected wallet is on, or undefined without a wallet. The chain id polled by the wallet
 * watchers wins over wagmi's, which follows the wallet's events only.
 */
export function useWalletChainId(): number | undefined {
  const connection = useConnection();
  const polledChainId = useWalletState((state) => state.walletChainId);
  if (connection.status !== "connected") return undefined;
  return polledChainId ?? connection.chainId;
}
