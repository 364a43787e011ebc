import { useMemo, type ReactNode } from "react";
import { WalletBridgeProvider } from "../../features/accounts/wallet-bridge.tsx";
import { useDisconnectWallet } from "../../features/wallet/hooks/use-disconnect-wallet.ts";
import { setSigned } from "../../features/wallet/stores/wallet-store.ts";

/** Hands the account flows the wallet actions they need (features do not import each other; the app composes). */
export function AccountWalletBridge({ children }: { children: ReactNode }) {
  const disconnectWallet = useDisconnectWallet();
  const bridge = useMemo(() => ({ removeWallet: disconnectWallet, setSigned }), [disconnectWallet]);
  return <WalletBridgeProvider value={bridge}>{children}</WalletBridgeProvider>;
}
