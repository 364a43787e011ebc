import { describe, expect, it } from "vitest";
import { STORAGE_KEYS, WALLET_TYPES } from "@openpawn/shared/constants";
import { connectorIdForWalletType, rememberedConnectorId } from "./wallet-connector-ids.ts";

describe("wallet connector ids", () => {
  it("uses the default injected provider for MetaMask, Trust and DFY, and dedicated ones otherwise (spec §4)", () => {
    expect(connectorIdForWalletType(WALLET_TYPES.metamask)).toBe("injected");
    expect(connectorIdForWalletType(WALLET_TYPES.trustWallet)).toBe("injected");
    expect(connectorIdForWalletType(WALLET_TYPES.dfyWallet)).toBe("injected");
    expect(connectorIdForWalletType(WALLET_TYPES.binanceChain)).toBe("binanceChain");
    expect(connectorIdForWalletType(WALLET_TYPES.safePal)).toBe("safePal");
    expect(connectorIdForWalletType(WALLET_TYPES.walletConnect)).toBe("walletConnect");
  });

  it("knows the remembered connector from the stored extension name", () => {
    expect(rememberedConnectorId()).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.extensionName, "SafePal");
    expect(rememberedConnectorId()).toBe("safePal");
    localStorage.setItem(STORAGE_KEYS.extensionName, "toString");
    expect(rememberedConnectorId()).toBeUndefined();
  });
});
