import { useEffect } from "react";
import { useConnection } from "wagmi";
import { WALLET_LOADING_TIMEOUT_MS } from "@openpawn/shared/constants";
import { setWalletLoading } from "../wallet-state.ts";

/**
 * Raises the wallet-loading flag while wagmi connects or reconnects a wallet, and clears it when that ends
 * or after WALLET_LOADING_TIMEOUT_MS at the latest (spec §4), whatever the wallet does.
 */
export function useWalletLoadingFlag(): void {
  const { status } = useConnection();
  const isBusy = status === "connecting" || status === "reconnecting";

  useEffect(() => {
    setWalletLoading(isBusy);
    if (!isBusy) return;
    const timer = setTimeout(() => setWalletLoading(false), WALLET_LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isBusy]);
}
