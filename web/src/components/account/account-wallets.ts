import { ACCOUNTS_ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/endpoint-call.ts";
import { retryServerFailures } from "../../lib/query-retry.ts";
import { useAuthToken } from "../../stores/auth.ts";
import { useWalletAddress } from "../../wallet/use-wallet-address.ts";
import { useWalletState } from "../../wallet/wallet-state.ts";

/** The shell reads them (wallet-scope-gate): the endpoints load with the first call (decision 0019). */

/** Under ["user"]: dropped when the session ends; the key carries the token, so another account never reads these. */
export const accountWalletsKey = (token: string | null) => ["user", "wallets", token] as const;

/** The wallets the signed-in account holds, oldest link first: its positions are theirs. */
export function useAccountWallets() {
  const token = useAuthToken();
  return useQuery({
    retry: retryServerFailures,
    queryKey: accountWalletsKey(token),
    queryFn: () => callEndpoint(ACCOUNTS_ENDPOINTS.wallets),
    enabled: token !== null,
    // Several components of one page read it: a refusal is not asked again by each one that mounts (a page that
    // waits for the answer would otherwise wait for ever), and a fresh answer serves the next pages a while.
    retryOnMount: false,
    staleTime: 30_000,
  });
}

/**
 * The connected wallet when it has signed in to this session but the account does not hold it (decision 0043):
 * what "Link this wallet" links. Undefined otherwise, and while the account's wallets are being read.
 */
export function useUnlinkedWallet(): `0x${string}` | undefined {
  const address = useWalletAddress();
  const signed = useWalletState((state) => state.isSigned);
  const wallets = useAccountWallets();
  if (!address || !signed || !wallets.data) return undefined;
  const held = wallets.data.some((wallet) => wallet.walletAddress.toLowerCase() === address.toLowerCase());
  return held ? undefined : address;
}
