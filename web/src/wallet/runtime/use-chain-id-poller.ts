import { useEffect } from "react";
import { useConnection } from "wagmi";
import { NETWORK_POLL_INTERVAL_MS } from "@openpawn/shared/constants";
import { setWalletChainId } from "../wallet-state.ts";

/**
 * Re-reads the connected wallet's chain id every NETWORK_POLL_INTERVAL_MS (spec §4) into the wallet store,
 * so that a wallet which switches networks without telling (no chainChanged event) is still noticed.
 */
export function useChainIdPoller(): void {
  const { status, connector, chainId } = useConnection();

  useEffect(() => {
    if (status !== "connected" || !connector) {
      setWalletChainId(undefined);
      return;
    }
    setWalletChainId(chainId);
    let stopped = false;
    const readChainId = () =>
      connector.getChainId().then(
        (polled) => {
          if (!stopped) setWalletChainId(polled);
        },
        () => undefined,
      );
    const timer = setInterval(readChainId, NETWORK_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [status, connector, chainId]);
}
