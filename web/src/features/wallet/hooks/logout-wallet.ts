import { endSession } from "../../../lib/session.ts";
import { disconnectWallet } from "../../../wallet/wallet-actions.ts";

/** The wallet details dialog's Logout: the wallet is disconnected and forgotten, then the session ended. */
export async function logoutWallet(): Promise<void> {
  await disconnectWallet();
  await endSession();
}
