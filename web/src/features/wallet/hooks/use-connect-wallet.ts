import { useCallback } from "react";
import { useConnect, useConnection, useConnectors } from "wagmi";
import type { WalletType } from "@openpawn/shared/constants";
import { MESSAGES } from "@openpawn/shared/messages";
import { connectorIdForWalletType } from "../../../lib/wallet-connectors.ts";
import { showMessage } from "../../../stores/feedback.ts";
import { removeStoredConnection, storeWalletType } from "../storage/stored-wallet.ts";
import type { WalletOption } from "../wallet-options.ts";

export type ConnectedWallet = { address: `0x${string}`; walletType: WalletType };

/**
 * Returns `connectWallet(option)`: connects the chosen wallet through its wagmi connector and remembers it
 * (STORAGE_KEYS.extensionName) for the reconnection at start-up. Resolves to the connected wallet, or to
 * undefined after telling the user why not (extension missing, no account, refused or failed).
 * Steps that need a connected wallet (the wallet login) follow on the resolved value.
 */
export function useConnectWallet(): (option: WalletOption) => Promise<ConnectedWallet | undefined> {
  const connectors = useConnectors();
  const connection = useConnection();
  const { mutateAsync: connect } = useConnect();

  return useCallback(
    async (option: WalletOption) => {
      const connector = connectors.find((candidate) => candidate.id === connectorIdForWalletType(option.walletType));
      const provider = await connector?.getProvider().catch(() => undefined);
      if (!connector || !provider) {
        showMessage({ variant: "error", text: MESSAGES.wallet.extensionMissing(option.label) });
        return undefined;
      }
      if (connection.status === "connected" && connection.connector.uid === connector.uid) {
        storeWalletType(option.walletType);
        return { address: connection.address, walletType: option.walletType };
      }
      try {
        const { accounts } = await connect({ connector });
        const address = accounts[0];
        if (!address) {
          removeStoredConnection();
          showMessage({ variant: "error", text: MESSAGES.wallet.noAccounts(option.label) });
          return undefined;
        }
        storeWalletType(option.walletType);
        return { address, walletType: option.walletType };
      } catch {
        removeStoredConnection();
        showMessage({ variant: "error", text: MESSAGES.wallet.connectionFailed });
        return undefined;
      }
    },
    [connectors, connection, connect],
  );
}
