import { STORAGE_KEYS, WALLET_TYPES, type WalletType } from "@openpawn/shared/constants";

/** wagmi connector ids. MetaMask, Trust and DFY use the default injected provider (window.ethereum), as the spec says (§4). */
export const WALLET_CONNECTOR_IDS = {
  injected: "injected",
  binanceChain: "binanceChain",
  safePal: "safePal",
  walletConnect: "walletConnect",
} as const;

const CONNECTOR_ID_BY_WALLET_TYPE: Record<WalletType, string> = {
  [WALLET_TYPES.metamask]: WALLET_CONNECTOR_IDS.injected,
  [WALLET_TYPES.trustWallet]: WALLET_CONNECTOR_IDS.injected,
  [WALLET_TYPES.dfyWallet]: WALLET_CONNECTOR_IDS.injected,
  [WALLET_TYPES.binanceChain]: WALLET_CONNECTOR_IDS.binanceChain,
  [WALLET_TYPES.safePal]: WALLET_CONNECTOR_IDS.safePal,
  [WALLET_TYPES.walletConnect]: WALLET_CONNECTOR_IDS.walletConnect,
};

export function connectorIdForWalletType(walletType: WalletType): string {
  return CONNECTOR_ID_BY_WALLET_TYPE[walletType];
}

/** The connector id of the wallet saved under STORAGE_KEYS.extensionName, if it names a known wallet. */
export function rememberedConnectorId(): string | undefined {
  const stored = localStorage.getItem(STORAGE_KEYS.extensionName);
  return stored !== null && Object.hasOwn(CONNECTOR_ID_BY_WALLET_TYPE, stored)
    ? CONNECTOR_ID_BY_WALLET_TYPE[stored as WalletType]
    : undefined;
}
