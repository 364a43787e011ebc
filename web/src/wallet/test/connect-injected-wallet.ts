import type { Config } from "wagmi";
import { connect } from "wagmi/actions";
import { WALLET_CONNECTOR_IDS } from "../wallet-connector-ids.ts";

/** Connects window.ethereum through the app's injected connector, as choosing MetaMask does. */
export function connectInjectedWallet(wagmiConfig: Config) {
  const connector = wagmiConfig.connectors.find((candidate) => candidate.id === WALLET_CONNECTOR_IDS.injected);
  if (!connector) throw new Error("The wagmi config has no injected connector");
  return connect(wagmiConfig, { connector });
}
