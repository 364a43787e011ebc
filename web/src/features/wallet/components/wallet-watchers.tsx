import { useChainIdPoller } from "../hooks/use-chain-id-poller.ts";
import { useLogoutOnAccountChange } from "../hooks/use-logout-on-account-change.ts";
import { useReconnectRememberedWallet } from "../hooks/use-reconnect-remembered-wallet.ts";
import { useWalletLoadingFlag } from "../hooks/use-wallet-loading-flag.ts";
import { useWrongNetworkNotice } from "../hooks/use-wrong-network-notice.ts";

/**
 * The wallet's background behaviour (spec §4), mounted once by the layout: reconnection at start-up,
 * chain id polling with the wrong-network notice and the test-network switch, logout on account change,
 * and the wallet-loading flag. It renders nothing.
 */
export function WalletWatchers() {
  useReconnectRememberedWallet();
  useChainIdPoller();
  useWrongNetworkNotice();
  useLogoutOnAccountChange();
  useWalletLoadingFlag();
  return null;
}
