import type { ReactNode } from "react";
import { Alert, Button } from "@mui/material";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { openLoginDialog } from "../../stores/account-dialogs.ts";
import { useIsLoggedIn } from "../../stores/auth.ts";
import { useWalletAddress } from "../../wallet/use-wallet-address.ts";
import { useUnlinkedWallet } from "../account/account-wallets.ts";
import { LinkWalletPanel } from "../account/link-wallet-panel.tsx";

/**
 * What stands before a money action: a signed-in account (the API keeps the collateral's words and lists
 * the user's own positions) and a connected wallet (it signs the transaction) that the account holds.
 */
export function ActionGate({ children, action }: { children: ReactNode; action: string }) {
  const loggedIn = useIsLoggedIn();
  const address = useWalletAddress();
  const unlinked = useUnlinkedWallet();
  if (!loggedIn) {
    return (
      <Button variant="contained" size="large" onClick={() => openLoginDialog({ tab: "login" })}>
        Log in to {action}
      </Button>
    );
  }
  if (!address) return <Alert severity="info">{WALLET_MESSAGES.pleaseConnect}: use Connect at the top of the page to {action}.</Alert>;
  if (unlinked) return <LinkWalletPanel address={unlinked} />;
  return <>{children}</>;
}
