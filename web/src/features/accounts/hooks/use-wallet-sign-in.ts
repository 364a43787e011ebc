import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { getToken } from "../../../stores/auth.ts";
import { registerWalletLinker } from "../../../stores/wallet-link.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { getWalletState } from "../../../wallet/wallet-state.ts";
import { signWithWallet } from "../../../wallet/wallet-actions.ts";
import { useWalletBridge } from "../wallet-bridge.tsx";
import { getWalletToken } from "../../../lib/session.ts";

// The sign-in flow (API calls, error catalogue) is needed once a wallet connects, not for the first paint.
const loadSignIn = () => import("./wallet-sign-in.ts");

/**
 * Starts the wallet login whenever a wallet connects (the chooser, a reconnection at start-up, any other
 * way). A wallet whose session is still held (token and lastToken; lastToken is removed whenever the
 * wallet is disconnected, changes account or its session ends) is simply marked signed; otherwise the
 * user is asked to sign. A change of account while connected is the wallet feature's (it logs out).
 * It also links the connected wallet when a page asks ("Link this wallet"); after a link every query is read
 * again, since the account's positions now include the wallet's.
 * Mounted once, by the app. The wallet's address comes from the wallet state, its signature from the wallet module.
 */
export function useWalletSignIn(): void {
  const bridge = useWalletBridge();
  const address = useWalletAddress();
  const queryClient = useQueryClient();
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
    void loadSignIn()
      .then(({ signInWithWallet }) => signInWithWallet({ address, bridge: currentBridge, signMessage: (message) => signWithWallet(address, message) }))
      .then(async (signed) => {
        if (signed) await queryClient.invalidateQueries();
      });
  }, [address, queryClient]);

  useEffect(
    () =>
      registerWalletLinker(async () => {
        const connected = getWalletState().address;
        if (!connected) return false;
        const { linkWithoutAsking } = await loadSignIn();
        const signMessage = (message: string) => signWithWallet(connected, message);
        const linked = await linkWithoutAsking({ address: connected, bridge: latest.current, signMessage });
        if (linked) await queryClient.invalidateQueries();
        return linked;
      }),
    [queryClient],
  );
}
