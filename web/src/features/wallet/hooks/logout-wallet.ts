import { logout } from "../../../stores/auth.ts";
import { disconnectWallet } from "../../../wallet/wallet-actions.ts";

/** The wallet details dialog's Logout: the wallet is disconnected and forgotten, then the user logged out. */
export async function logoutWallet(): Promise<void> {
  await disconnectWallet();
  logout();
}
