import { useWalletSignIn } from "../hooks/use-wallet-sign-in.ts";

/** Mounted once by the app: starts the wallet login when a wallet connects. Renders nothing. */
export function WalletSignIn() {
  useWalletSignIn();
  return null;
}
