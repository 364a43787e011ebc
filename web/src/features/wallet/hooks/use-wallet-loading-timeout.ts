import { useEffect } from "react";
import { WALLET_LOADING_TIMEOUT_MS } from "@openpawn/shared/constants";
import { setWalletLoading, useWalletState } from "../stores/wallet-store.ts";

/** The wallet-loading flag clears after at most WALLET_LOADING_TIMEOUT_MS (spec §4), whatever the wallet does. */
export function useWalletLoadingTimeout(): void {
  const isWalletLoading = useWalletState((state) => state.isWalletLoading);

  useEffect(() => {
    if (!isWalletLoading) return;
    const timer = setTimeout(() => setWalletLoading(false), WALLET_LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isWalletLoading]);
}
