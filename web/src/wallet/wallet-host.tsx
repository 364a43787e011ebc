import { useEffect } from "react";
import { afterFirstPaint } from "./after-first-paint.ts";
import { hasRememberedWallet, loadWallet, useLoadedWallet } from "./wallet-loader.ts";

/**
 * Mounted once, at the root: starts the wallet module after the first paint when a wallet is remembered
 * (it reconnects at start-up, spec §4), and once any wallet module is loaded, mounts its provider and
 * watchers. A visitor without a remembered wallet loads it only when reaching for a wallet.
 */
export function WalletHost() {
  const runtime = useLoadedWallet();
  useEffect(() => {
    if (!hasRememberedWallet()) return;
    return afterFirstPaint(() => void loadWallet().catch(() => undefined));
  }, []);
  if (!runtime) return null;
  return (
    <runtime.Provider>
      <runtime.Watchers />
    </runtime.Provider>
  );
}
