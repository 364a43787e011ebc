import { injected, type CreateConnectorFn } from "wagmi";
import type { EIP1193Provider } from "viem";
import { rememberedConnectorId, WALLET_CONNECTOR_IDS } from "../wallet-connector-ids.ts";
import { reconnectOnlyWhenRemembered } from "./remembered-wallet-gate.ts";

type WalletWindow = Window & { BinanceChain?: EIP1193Provider; safepalProvider?: EIP1193Provider };

function remembered(connectorId: string) {
  return () => rememberedConnectorId() === connectorId;
}

/**
 * One connector per distinct provider object, so that two connectors never listen to the same wallet.
 * WalletConnect is absent: its SDK needs a relay this build cannot reach (see the wallet chooser).
 */
export function walletConnectors(): CreateConnectorFn[] {
  return [
    reconnectOnlyWhenRemembered(injected(), remembered(WALLET_CONNECTOR_IDS.injected)),
    reconnectOnlyWhenRemembered(
      injected({
        target: {
          id: WALLET_CONNECTOR_IDS.binanceChain,
          name: "Binance Chain Wallet",
          provider: (window) => (window as WalletWindow | undefined)?.BinanceChain,
        },
      }),
      remembered(WALLET_CONNECTOR_IDS.binanceChain),
    ),
    reconnectOnlyWhenRemembered(
      injected({
        target: {
          id: WALLET_CONNECTOR_IDS.safePal,
          name: "SafePal",
          provider: (window) => (window as WalletWindow | undefined)?.safepalProvider,
        },
      }),
      remembered(WALLET_CONNECTOR_IDS.safePal),
    ),
  ];
}
