import { STORAGE_KEYS, WALLET_TYPES, type WalletType } from "@openpawn/shared/constants";

/** Keys that describe the connected wallet (spec §9); the auth token belongs to the auth store. */
const WALLET_STORAGE_KEYS = [STORAGE_KEYS.extensionName, STORAGE_KEYS.lastToken, STORAGE_KEYS.supportSymbol] as const;

const WALLET_TYPE_VALUES: readonly string[] = Object.values(WALLET_TYPES);

export function readStoredWalletType(): WalletType | undefined {
  const stored = localStorage.getItem(STORAGE_KEYS.extensionName);
  return stored !== null && WALLET_TYPE_VALUES.includes(stored) ? (stored as WalletType) : undefined;
}

export function storeWalletType(walletType: WalletType): void {
  localStorage.setItem(STORAGE_KEYS.extensionName, walletType);
}

/** After a failed connection (spec §8): the extension name and the last token are removed. */
export function removeStoredConnection(): void {
  localStorage.removeItem(STORAGE_KEYS.extensionName);
  localStorage.removeItem(STORAGE_KEYS.lastToken);
}

/** On logout, change of wallet or change of account: every stored wallet key goes. */
export function removeStoredWalletKeys(): void {
  for (const key of WALLET_STORAGE_KEYS) localStorage.removeItem(key);
}
