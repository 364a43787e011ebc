import { useEffect, useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Typography,
  CircularProgress,
} from "@mui/material";
import { DIALOG_WIDTH, WALLET_TYPES } from "@openpawn/shared/constants";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { useScreenSize } from "../../../wallet/use-screen-size.ts";
import { connectWallet } from "../../../wallet/wallet-actions.ts";
import { preloadWallet, useLoadedWallet } from "../../../wallet/wallet-loader.ts";
import { walletOptionsFor, type WalletOption } from "../../../wallet/wallet-options.ts";
import { WALLET_CONNECTOR_IDS } from "../../../wallet/wallet-connector-ids.ts";
import type { ConnectedWallet } from "../../../wallet/wallet-runtime.ts";

type WalletChooserDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Runs once a wallet is connected, after the dialog closed (where the wallet login will start). */
  onConnected?: (wallet: ConnectedWallet) => void;
};

/** "Wallet integration": the wallets of the spec for this screen size, and the note about wallet browsers. */
export function WalletChooserDialog({ open, onClose, onConnected }: WalletChooserDialogProps) {
  const screenSize = useScreenSize();
  const { walletConnectProjectId } = useRuntimeConfig();
  const [connecting, setConnecting] = useState<WalletOption["walletType"]>();
  const runtime = useLoadedWallet();
  // The options are shown at once; the wallet module loads meanwhile, and a choice waits for it.
  useEffect(() => {
    if (open) preloadWallet();
  }, [open]);

  // WalletConnect needs a project id and its SDK (which reaches a relay); without both it is shown disabled.
  const walletConnectReady = walletConnectProjectId !== "" && runtime?.hasConnector(WALLET_CONNECTOR_IDS.walletConnect) === true;
  const isUnavailable = (option: WalletOption) => option.walletType === WALLET_TYPES.walletConnect && !walletConnectReady;

  async function choose(option: WalletOption) {
    setConnecting(option.walletType);
    const connected = await connectWallet(option);
    setConnecting(undefined);
    if (!connected) return;
    onClose();
    onConnected?.(connected);
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH.wallet } } }}>
      <DialogTitle>{WALLET_MESSAGES.chooserTitle}</DialogTitle>
      <DialogContent>
        <List aria-label={WALLET_MESSAGES.chooserTitle}>
          {walletOptionsFor(screenSize).map((option) => {
            const unavailable = isUnavailable(option);
            const reasonId = `wallet-option-${option.walletType}-reason`;
            return (
              <ListItemButton
                key={option.walletType}
                aria-label={option.label}
                aria-describedby={unavailable ? reasonId : undefined}
                aria-busy={connecting === option.walletType}
                disabled={unavailable || connecting !== undefined}
                onClick={() => void choose(option)}
              >
                <ListItemText
                  primary={option.label}
                  secondary={unavailable ? WALLET_MESSAGES.walletConnectUnavailable : undefined}
                  slotProps={{ secondary: { id: reasonId } }}
                />
                {connecting === option.walletType && <CircularProgress size={20} />}
              </ListItemButton>
            );
          })}
        </List>
        <Typography variant="body2" color="text.secondary">
          {WALLET_MESSAGES.chooserNote}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
