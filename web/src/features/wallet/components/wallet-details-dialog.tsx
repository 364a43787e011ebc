import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { DIALOG_WIDTH } from "@openpawn/shared/constants";
import { MESSAGES } from "@openpawn/shared/messages";
import { confirm } from "../../../stores/feedback.ts";
import { useDisconnectWallet } from "../hooks/use-disconnect-wallet.ts";
import { useWalletAddress } from "../hooks/use-wallet-address.ts";
import { useWalletLogout } from "../hooks/use-wallet-logout.ts";
import { WalletAddressLine } from "./wallet-address-line.tsx";
import { WalletBalances } from "./wallet-balances.tsx";

type WalletDetailsDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called after the user confirmed the change and the wallet was disconnected: open the chooser. */
  onChangeWallet: () => void;
};

/** The connected wallet (spec §2, width 500): address, balances, Change wallet and Logout. */
export function WalletDetailsDialog({ open, onClose, onChangeWallet }: WalletDetailsDialogProps) {
  const address = useWalletAddress();
  const disconnectWallet = useDisconnectWallet();
  const logoutWallet = useWalletLogout();

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
        {address && <WalletAddressLine address={address} />}
        <WalletBalances />
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
