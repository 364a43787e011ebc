import { Outlet } from "react-router";
import { TOKEN_REFRESH_INTERVAL_DEFAULT_MS } from "@openpawn/shared/constants";
import { useTokenRefresh } from "../../features/accounts/hooks/use-token-refresh.ts";
import { AppFrame } from "./app-frame.tsx";
import { LayoutDialogs } from "./layout-dialogs.tsx";
import { WalletScopeGate } from "./wallet-scope-gate.tsx";

/**
 * The default layout; it renews the login token every 5 minutes (the staking layout hourly). Pages of the account's
 * positions stand behind what its wallets allow (WalletScopeGate).
 */
export function DefaultLayout({ tokenRefreshIntervalMs = TOKEN_REFRESH_INTERVAL_DEFAULT_MS }: { tokenRefreshIntervalMs?: number }) {
  useTokenRefresh(tokenRefreshIntervalMs);
  return (
    <AppFrame dialogs={<LayoutDialogs />}>
      <WalletScopeGate>
        <Outlet />
      </WalletScopeGate>
    </AppFrame>
  );
}
