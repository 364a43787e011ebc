import { Button, List, ListItem, ListItemText } from "@mui/material";
import { formatDate, shortenAddress } from "@openpawn/shared/format";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { LINKED_WALLETS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { ListStates } from "../../../components/data/list-states.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { confirm, showMessage, toast } from "../../../stores/feedback.ts";
import { useAccountWallets, useUnlinkedWallet } from "../../../components/account/account-wallets.ts";
import { LinkWalletPanel } from "../../../components/account/link-wallet-panel.tsx";
import { useDisassociateWallet } from "../hooks/use-disassociate-wallet.ts";

const W = LINKED_WALLETS_MESSAGES;

/**
 * The wallets linked to the account; each can be disassociated after a confirmation. A connected wallet the account
 * does not hold is offered to be linked above them.
 */
export function LinkedWallets({ allowDisassociate = true }: { allowDisassociate?: boolean }) {
  const wallets = useAccountWallets();
  const unlinked = useUnlinkedWallet();
  const disassociate = useDisassociateWallet();
  const ask = async (walletAddress: string) => {
    const yes = await confirm({ description: W.disassociateConfirm(shortenAddress(walletAddress, 5)), buttonText: W.disassociate, showCancel: true });
    if (!yes) return;
    disassociate.mutate(walletAddress, {
      onSuccess: () => toast(W.disassociated),
      onError: (error) =>
        void showMessage({ variant: "error", text: error instanceof ApiRequestError && error.status < 500 ? error.message : DIALOG_MESSAGES.errorDefault }),
    });
  };
  const list = wallets.data ?? [];
  return (
    <>
      {unlinked && <LinkWalletPanel address={unlinked} />}
      <ListStates
        isPending={wallets.isPending}
        isError={wallets.isError}
        isEmpty={list.length === 0}
        emptyText={W.noWallets}
        errorText={PROFILE_MESSAGES.loadFailed}
        retryText={PROFILE_MESSAGES.retry}
        onRetry={() => void wallets.refetch()}
      >
        <List dense aria-label={W.title}>
          {list.map((wallet) => (
            <ListItem
              key={wallet.walletAddress}
              disableGutters
              secondaryAction={
                allowDisassociate && (
                  <Button size="small" color="error" disabled={disassociate.isPending} onClick={() => void ask(wallet.walletAddress)}>
                    {W.disassociate}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={wallet.walletAddress}
                secondary={wallet.linkedAt ? formatDate(wallet.linkedAt) : undefined}
                slotProps={{ primary: { sx: { fontFamily: "monospace", wordBreak: "break-all", pr: 14 } } }}
              />
            </ListItem>
          ))}
        </List>
      </ListStates>
    </>
  );
}
