import { Suspense, use, type ReactNode } from "react";
import { loadWallet, useLoadedWallet } from "./wallet-loader.ts";

function LoadedScope({ children }: { children: ReactNode }) {
  const runtime = useLoadedWallet() ?? use(loadWallet());
  return <runtime.Scope>{children}</runtime.Scope>;
}

/**
 * The boundary inside which wagmi's hooks work: it suspends (showing `fallback`) until the wallet module has
 * loaded, then provides wagmi's config. A component that uses wagmi hooks is loaded lazily and rendered
 * inside one, e.g. a page: `<WalletScope fallback={<CircularProgress />}><Page /></WalletScope>`.
 * A failure to load the wallet module reaches the nearest error boundary.
 */
export function WalletScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LoadedScope>{children}</LoadedScope>
    </Suspense>
  );
}
