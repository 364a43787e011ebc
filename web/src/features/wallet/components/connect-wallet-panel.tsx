import { useState } from "react";
import { Button, Paper, Typography } from "@mui/material";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { onDemand } from "../../../components/lazy/on-demand.tsx";
import { preloadWallet } from "../../../wallet/wallet-loader.ts";

const WalletChooserDialog = onDemand(() => import("./wallet-chooser-dialog.tsx").then((module) => module.WalletChooserDialog));

/** The user reaches for a wallet (pointer, focus): the chooser and the wallet module start loading before the click. */
function reachForWallet() {
  preloadWallet();
  WalletChooserDialog.preload().catch(() => undefined);
}

/** 'Please connect your wallet' with an 'Integrate Wallet' button that opens the wallet chooser (spec §2). */
export function ConnectWalletPanel() {
  const [isChooserOpen, setChooserOpen] = useState(false);
  return (
    <Paper sx={{ p: 4, textAlign: "center" }}>
      <Typography variant="h6" component="p" gutterBottom>
        {WALLET_MESSAGES.pleaseConnect}
      </Typography>
      <Button variant="contained" onPointerEnter={reachForWallet} onFocus={reachForWallet} onClick={() => setChooserOpen(true)}>
        {WALLET_MESSAGES.integrateWallet}
      </Button>
      <WalletChooserDialog needed={isChooserOpen} open={isChooserOpen} onClose={() => setChooserOpen(false)} />
    </Paper>
  );
}
