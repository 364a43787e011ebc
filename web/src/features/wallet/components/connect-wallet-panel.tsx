import { useState } from "react";
import { Button, Paper, Typography } from "@mui/material";
import { MESSAGES } from "@openpawn/shared/messages";
import { WalletChooserDialog } from "./wallet-chooser-dialog.tsx";

/** 'Please connect your wallet' with an 'Integrate Wallet' button that opens the wallet chooser (spec §2). */
export function ConnectWalletPanel() {
  const [isChooserOpen, setChooserOpen] = useState(false);
  return (
    <Paper sx={{ p: 4, textAlign: "center" }}>
      <Typography variant="h6" component="p" gutterBottom>
        {MESSAGES.wallet.pleaseConnect}
      </Typography>
      <Button variant="contained" onClick={() => setChooserOpen(true)}>
        {MESSAGES.wallet.integrateWallet}
      </Button>
      <WalletChooserDialog open={isChooserOpen} onClose={() => setChooserOpen(false)} />
    </Paper>
  );
}
