import { lazy, Suspense, useState } from "react";
import { Button, Paper, Typography } from "@mui/material";
import { MESSAGES } from "@openpawn/shared/messages";
import { preloadWallet } from "../../../wallet/wallet-loader.ts";

const WalletChooserDialog = lazy(() => import("./wallet-chooser-dialog.tsx").then((module) => ({ default: module.WalletChooserDialog })));

/** 'Please connect your wallet' with an 'Integrate Wallet' button that opens the wallet chooser (spec §2). */
export function ConnectWalletPanel() {
  // undefined until first opened: the chooser's code loads then, and stays for its closing animation.
  const [isChooserOpen, setChooserOpen] = useState<boolean>();
  return (
    <Paper sx={{ p: 4, textAlign: "center" }}>
      <Typography variant="h6" component="p" gutterBottom>
        {MESSAGES.wallet.pleaseConnect}
      </Typography>
      <Button variant="contained" onPointerEnter={preloadWallet} onFocus={preloadWallet} onClick={() => setChooserOpen(true)}>
        {MESSAGES.wallet.integrateWallet}
      </Button>
      {isChooserOpen !== undefined && (
        <Suspense fallback={null}>
          <WalletChooserDialog open={isChooserOpen} onClose={() => setChooserOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
