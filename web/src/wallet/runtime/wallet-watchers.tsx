import { useChainIdPoller } from "./use-chain-id-poller.ts";
import { useLogoutOnAccountChange } from "./use-logout-on-account-change.ts";
import { useReconnectRememberedWallet } from "./use-reconnect-remembered-wallet.ts";
import { useWalletLoadingFlag } from "./use-wallet-loading-flag.ts";
import { useWrongNetworkNotice } from "./use-wrong-network-notice.ts";

/**
 * The wallet's background behaviour (spec §4), mounted once by WalletHost when the wallet module has loaded: reconnection at start-up,
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
