import type { Config } from "wagmi";
import { connect, getConnection } from "wagmi/actions";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { showMessage } from "../../stores/feedback.ts";
import { removeStoredConnection, storeWalletType } from "../stored-wallet.ts";
import type { WalletOption } from "../wallet-options.ts";
import type { ConnectedWallet } from "../wallet-runtime.ts";
import { connectorIdForWalletType } from "../wallet-connector-ids.ts";

/**
 * Connects the chosen wallet through its wagmi connector and remembers it (STORAGE_KEYS.extensionName) for
 * the reconnection at start-up. Resolves to the connected wallet, or to undefined after telling the user why
 * not (extension missing, no account, refused or failed). Steps that need a connected wallet (the wallet
 * login) follow on the resolved value.
 */
export async function connectWallet(wagmiConfig: Config, option: Pick<WalletOption, "walletType" | "label">): Promise<ConnectedWallet | undefined> {
  const connector = wagmiConfig.connectors.find((candidate) => candidate.id === connectorIdForWalletType(option.walletType));
  const provider = await connector?.getProvider().catch(() => undefined);
  if (!connector || !provider) {
    void showMessage({ variant: "error", text: WALLET_MESSAGES.extensionMissing(option.label) });
    return undefined;
  }
  const connection = getConnection(wagmiConfig);
  if (connection.status === "connected" && connection.connector.uid === connector.uid) {
    storeWalletType(option.walletType);
    return { address: connection.address, walletType: option.walletType };
  }
  try {
    const { accounts } = await connect(wagmiConfig, { connector });
    const address = accounts[0];
    if (!address) {
      removeStoredConnection();
      void showMessage({ variant: "error", text: WALLET_MESSAGES.noAccounts(option.label) });
      return undefined;
    }
    storeWalletType(option.walletType);
    return { address, walletType: option.walletType };
  } catch {
    removeStoredConnection();
    void showMessage({ variant: "error", text: WALLET_MESSAGES.connectionFailed });
    return undefined;
  }
}
