import { createContext, useContext, type ReactNode } from "react";

/**
 * What the account flows need from the wallet feature, handed in by the app (features never import each
 * other): forgetting the wallet ("the wallet address is removed": stored keys, signed flag, disconnection)
 * and setting the signed flag once the user signed the server's message.
 */
export interface WalletBridge {
  removeWallet: () => Promise<void>;
  setSigned: (signed: boolean) => void;
}

const WalletBridgeContext = createContext<WalletBridge | null>(null);

export function WalletBridgeProvider({ value, children }: { value: WalletBridge; children: ReactNode }) {
  return <WalletBridgeContext.Provider value={value}>{children}</WalletBridgeContext.Provider>;
}

export function useWalletBridge(): WalletBridge {
  const bridge = useContext(WalletBridgeContext);
  if (!bridge) throw new Error("useWalletBridge outside WalletBridgeProvider");
  return bridge;
}
