import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountWalletsKey } from "../../../components/account/account-wallets.ts";
import { useAuthToken } from "../../../stores/auth.ts";
import { accountsApi } from "../api/accounts-api.ts";

/** Removes a wallet from the account; the account's wallet list is read again either way. */
export function useDisassociateWallet() {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountsApi.disassociate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountWalletsKey(token) }),
  });
}
