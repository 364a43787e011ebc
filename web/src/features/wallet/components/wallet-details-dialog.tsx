import { lazy } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { DIALOG_WIDTH } from "@openpawn/shared/constants";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { confirm } from "../../../stores/feedback.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { disconnectWallet } from "../../../wallet/wallet-actions.ts";
import { WalletScope } from "../../../wallet/wallet-scope.tsx";
import { logoutWallet } from "../hooks/logout-wallet.ts";
import { WalletAddressLine } from "./wallet-address-line.tsx";

// Read on chain with wagmi's hooks: loaded with the dialog, rendered inside the wallet's scope.
const WalletBalances = lazy(() => import("../on-chain/wallet-balances.tsx").then((module) => ({ default: module.WalletBalances })));

type WalletDetailsDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called after the user confirmed the change and the wallet was disconnected: open the chooser. */
  onChangeWallet: () => void;
};

/** The connected wallet (spec §2, width 500): address, balances, Change wallet and Logout. */
export function WalletDetailsDialog({ open, onClose, onChangeWallet }: WalletDetailsDialogProps) {
  const address = useWalletAddress();

  async function changeWallet() {
    const confirmed = await confirm({
      title: DIALOG_MESSAGES.confirmTitleDefault,
      description: WALLET_MESSAGES.changeWalletConfirm,
      buttonText: DIALOG_MESSAGES.yes,
      cancelText: DIALOG_MESSAGES.no,
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
      <DialogTitle>{WALLET_MESSAGES.detailsTitle}</DialogTitle>
      <DialogContent>
        {address && <WalletAddressLine address={address} />}
        <WalletScope>
          <WalletBalances />
        </WalletScope>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void changeWallet()}>{WALLET_MESSAGES.changeWallet}</Button>
        <Button variant="contained" onClick={() => void logout()}>
          {WALLET_MESSAGES.logout}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
