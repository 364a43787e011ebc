import { useCallback } from "react";
import { logout } from "../../../stores/auth.ts";
import { useDisconnectWallet } from "./use-disconnect-wallet.ts";

/** The wallet details dialog's Logout: the wallet is disconnected and forgotten, then the user logged out. */
export function useWalletLogout(): () => Promise<void> {
  const disconnectWallet = useDisconnectWallet();
  return useCallback(async () => {
    await disconnectWallet();
    logout();
  }, [disconnectWallet]);
}
