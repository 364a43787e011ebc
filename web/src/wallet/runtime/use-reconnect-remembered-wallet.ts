import { useEffect, useRef } from "react";
import { useConnection, useConnectors, useReconnect } from "wagmi";
import { connectorIdForWalletType } from "../wallet-connector-ids.ts";
import { readStoredWalletType, removeStoredConnection } from "../stored-wallet.ts";

/**
 * At start-up, reconnects the wallet named by the stored extension name (spec §4). WagmiProvider already
 * reconnects on mount, limited to that wallet by the connectors' gate; this covers a provider mounted
 * without it. A stored wallet this build has no connector for (a WalletConnect session) is dropped.
 */
export function useReconnectRememberedWallet(): void {
  const connectors = useConnectors();
  const { status } = useConnection();
  const { mutate: reconnect } = useReconnect();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const walletType = readStoredWalletType();
    if (!walletType) return;
    const connector = connectors.find((candidate) => candidate.id === connectorIdForWalletType(walletType));
    if (!connector) removeStoredConnection();
    else if (status === "disconnected") reconnect({ connectors: [connector] });
  }, [connectors, status, reconnect]);
}
