import type { ReactNode } from "react";
import { WalletBridgeProvider, type WalletBridge } from "../../features/accounts/wallet-bridge.tsx";
import { disconnectWallet } from "../../wallet/wallet-actions.ts";
import { setSigned } from "../../wallet/wallet-state.ts";

const BRIDGE: WalletBridge = { removeWallet: disconnectWallet, setSigned };

/** Hands the account flows the wallet actions they need (the app composes; tests hand in recorded ones). */
export function AccountWalletBridge({ children }: { children: ReactNode }) {
  return <WalletBridgeProvider value={BRIDGE}>{children}</WalletBridgeProvider>;
}
