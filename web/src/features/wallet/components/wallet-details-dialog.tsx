import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
} from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { DIALOG_WIDTH } from "@openpawn/shared/constants";
import { formatTokenAmount } from "@openpawn/shared/format";
import { MESSAGES } from "@openpawn/shared/messages";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { confirm, toast } from "../../../stores/feedback.ts";
import { useDisconnectWallet } from "../hooks/use-disconnect-wallet.ts";
import { useTokenBalances } from "../hooks/use-token-balances.ts";
import { useWalletAddress } from "../hooks/use-wallet-address.ts";
import { useWalletLogout } from "../hooks/use-wallet-logout.ts";

type WalletDetailsDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called after the user confirmed the change and the wallet was disconnected: open the chooser. */
  onChangeWallet: () => void;
};

/** The connected wallet: address (linked to the explorer), copy, balances, Change wallet and Logout. */
export function WalletDetailsDialog({ open, onClose, onChangeWallet }: WalletDetailsDialogProps) {
  const address = useWalletAddress();
  const { explorerUrl } = useRuntimeConfig();
  const balances = useTokenBalances();
  const disconnectWallet = useDisconnectWallet();
  const logoutWallet = useWalletLogout();

  async function copyAddress() {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast(MESSAGES.toast.copied, "success");
    } catch {
      toast(MESSAGES.toast.generic, "error");
    }
  }

  async function changeWallet() {
    const confirmed = await confirm({
      title: MESSAGES.dialog.confirmTitleDefault,
      description: MESSAGES.wallet.changeWalletConfirm,
      buttonText: MESSAGES.dialog.yes,
      cancelText: MESSAGES.dialog.no,
      showCancel: true,
    });
    if (!confirmed) return;
    await disconnectWallet();
    onClose();
    onChangeWallet();
  }

  async function logout() {
    await logoutWallet();
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH.wallet } } }}>
      <DialogTitle>{MESSAGES.wallet.detailsTitle}</DialogTitle>
      <DialogContent>
        {address && (
          <Stack direction="row" alignItems="center" spacing={1}>
            <Typography sx={{ wordBreak: "break-all" }}>
              {explorerUrl ? (
                <Link href={`${explorerUrl.replace(/\/+$/, "")}/address/${address}`} target="_blank" rel="noopener noreferrer">
                  {address}
                </Link>
              ) : (
                address
              )}
            </Typography>
            <IconButton aria-label={MESSAGES.wallet.copyAddress} onClick={() => void copyAddress()}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Stack>
        )}
        {balances.length > 0 && (
          <List aria-label={MESSAGES.wallet.balances} dense>
            {balances.map((balance) => (
              <ListItem key={balance.address} disableGutters>
                {formatTokenAmount(balance.amount, balance.decimals, balance.symbol)}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void changeWallet()}>{MESSAGES.wallet.changeWallet}</Button>
        <Button variant="contained" onClick={() => void logout()}>
          {MESSAGES.wallet.logout}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
