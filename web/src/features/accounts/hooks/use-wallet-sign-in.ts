import { useEffect, useRef } from "react";
import { getToken } from "../../../stores/auth.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { signWithWallet } from "../../../wallet/wallet-actions.ts";
import { useWalletBridge } from "../wallet-bridge.tsx";
import { getWalletToken } from "./session.ts";

/**
 * Starts the wallet login whenever a wallet connects (the chooser, a reconnection at start-up, any other
 * way). A wallet whose session is still held (token and lastToken; lastToken is removed whenever the
 * wallet is disconnected, changes account or its session ends) is simply marked signed; otherwise the
 * user is asked to sign. A change of account while connected is the wallet feature's (it logs out).
 * Mounted once, by the app. The wallet's address comes from the wallet state, its signature from the wallet module.
 */
export function useWalletSignIn(): void {
  const bridge = useWalletBridge();
  const address = useWalletAddress();
  const handled = useRef<string | undefined>(undefined);
  const latest = useRef(bridge);
  useEffect(() => {
    latest.current = bridge;
  });

  useEffect(() => {
    const previous = handled.current;
    handled.current = address;
    if (!address || previous !== undefined) return;
    const currentBridge = latest.current;
    if (getToken() !== null && getWalletToken() !== null) {
      currentBridge.setSigned(true);
      return;
    }
    // The sign-in flow (API calls, error catalogue) is needed once a wallet connects, not for the first paint.
    void import("./wallet-sign-in.ts").then(({ signInWithWallet }) =>
      signInWithWallet({ address, bridge: currentBridge, signMessage: (message) => signWithWallet(address, message) }),
    );
  }, [address]);
}
