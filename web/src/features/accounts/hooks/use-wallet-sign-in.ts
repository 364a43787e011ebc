import { useEffect, useRef } from "react";
import { useConnection } from "wagmi";
import { getToken } from "../../../stores/auth.ts";
import { useWalletBridge } from "../wallet-bridge.tsx";
import { getWalletToken } from "./session.ts";
import { signInWithWallet } from "./wallet-sign-in.ts";
import { useSignWithWallet } from "./use-sign-with-wallet.ts";

/**
 * Starts the wallet login whenever a wallet connects (the chooser, a reconnection at start-up, any other
 * way). A wallet whose session is still held (token and lastToken; lastToken is removed whenever the
 * wallet is disconnected, changes account or its session ends) is simply marked signed; otherwise the
 * user is asked to sign. A change of account while connected is the wallet feature's (it logs out).
 * Mounted once, by the app.
 */
export function useWalletSignIn(): void {
  const bridge = useWalletBridge();
  const connection = useConnection();
  const signWithWallet = useSignWithWallet();
  const address = connection.status === "connected" ? connection.address : undefined;
  const handled = useRef<string | undefined>(undefined);
  const latest = useRef({ bridge, signWithWallet });
  useEffect(() => {
    latest.current = { bridge, signWithWallet };
  });

  useEffect(() => {
    const previous = handled.current;
    handled.current = address;
    if (!address || previous !== undefined) return;
    const { bridge: currentBridge, signWithWallet: sign } = latest.current;
    if (getToken() !== null && getWalletToken() !== null) {
      currentBridge.setSigned(true);
      return;
    }
    void signInWithWallet({ address, bridge: currentBridge, signMessage: (message) => sign(address, message) });
  }, [address]);
}
