import { useCallback } from "react";
import { useDisconnect } from "wagmi";
import { removeStoredWalletKeys } from "../storage/stored-wallet.ts";
import { setSigned } from "../stores/wallet-store.ts";

/** Returns an action that forgets the wallet: stored wallet keys and signed flag cleared, wagmi disconnected. */
export function useDisconnectWallet(): () => Promise<void> {
  const { mutateAsync: disconnect } = useDisconnect();
  return useCallback(async () => {
    removeStoredWalletKeys();
    setSigned(false);
    // A wallet that cannot be told to disconnect is still forgotten by wagmi's own state.
    await disconnect().catch(() => undefined);
  }, [disconnect]);
}
