import { useEffect, useRef } from "react";
import { useConnectors, useReconnect } from "wagmi";
import { connectorIdForWalletType } from "../../../lib/wallet-connectors.ts";
import { readStoredWalletType, removeStoredConnection } from "../storage/stored-wallet.ts";
import { setWalletLoading } from "../stores/wallet-store.ts";

/**
 * At start-up, reconnects the wallet named by the stored extension name (spec §4). A stored wallet this
 * build has no connector for (a WalletConnect session without WalletConnect) is dropped.
 */
export function useReconnectRememberedWallet(): void {
  const connectors = useConnectors();
  const { mutateAsync: reconnect } = useReconnect();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const walletType = readStoredWalletType();
    if (!walletType) return;
    const connector = connectors.find((candidate) => candidate.id === connectorIdForWalletType(walletType));
    if (!connector) {
      removeStoredConnection();
      return;
    }
    setWalletLoading(true);
    reconnect({ connectors: [connector] })
      .catch(() => undefined)
      .finally(() => setWalletLoading(false));
  }, [connectors, reconnect]);
}
