import { useState } from "react";
import { Alert, AlertTitle, Box, Button } from "@mui/material";
import { SHORT_ADDRESS_CHARS_LARGE } from "@openpawn/shared/constants";
import { shortenAddress } from "@openpawn/shared/format";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { toast } from "../../stores/feedback.ts";
import { linkConnectedWallet } from "../../stores/wallet-link.ts";

/**
 * What a page shows instead of an error when the connected wallet is not linked to the signed-in account: the
 * wallet, why it matters, and "Link this wallet" (the wallet signs if its session proves nothing yet).
 */
export function LinkWalletPanel({ address }: { address: `0x${string}` }) {
  const [linking, setLinking] = useState(false);
  const link = async () => {
    setLinking(true);
    try {
      if (await linkConnectedWallet()) toast(WALLET_MESSAGES.linked);
    } finally {
      setLinking(false);
    }
  };
  // The button sits under the words, so that a narrow screen does not squeeze it beside them.
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>{WALLET_MESSAGES.notLinked(shortenAddress(address, SHORT_ADDRESS_CHARS_LARGE))}</AlertTitle>
      {WALLET_MESSAGES.notLinkedHint}
      <Box sx={{ mt: 1.5 }}>
        <Button color="inherit" variant="outlined" size="small" disabled={linking} onClick={() => void link()}>
          {WALLET_MESSAGES.linkThisWallet}
        </Button>
      </Box>
    </Alert>
  );
}
