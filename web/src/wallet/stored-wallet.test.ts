import { describe, it, expect } from "vitest";
import { STORAGE_KEYS, WALLET_TYPES } from "@openpawn/shared/constants";
import {
  readStoredWalletType,
  removeStoredConnection,
  removeStoredWalletKeys,
  storeWalletType,
} from "./stored-wallet.ts";

describe("stored wallet", () => {
  it("stores the extension name under the spec's key and reads it back", () => {
    storeWalletType(WALLET_TYPES.binanceChain);
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBe("BinanceChain");
    expect(readStoredWalletType()).toBe(WALLET_TYPES.binanceChain);
  });

  it("ignores a stored value that is not a wallet type", () => {
    localStorage.setItem(STORAGE_KEYS.extensionName, "Keplr");
    expect(readStoredWalletType()).toBeUndefined();
  });

  it("removes the extension name and last token after a failed connection, keeping the rest", () => {
    storeWalletType(WALLET_TYPES.metamask);
    localStorage.setItem(STORAGE_KEYS.lastToken, "t");
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    removeStoredConnection();
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.termsAndConditions)).toBe("true");
  });

  it("removes every wallet key but leaves the auth token to the auth store", () => {
    storeWalletType(WALLET_TYPES.metamask);
    localStorage.setItem(STORAGE_KEYS.lastToken, "t");
    localStorage.setItem(STORAGE_KEYS.supportSymbol, "[]");
    localStorage.setItem(STORAGE_KEYS.authToken, "jwt");
    removeStoredWalletKeys();
    expect(localStorage.getItem(STORAGE_KEYS.extensionName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.supportSymbol)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe("jwt");
  });
});
