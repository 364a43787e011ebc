import { useState } from "react";
import { Button, CircularProgress } from "@mui/material";
import { SHORT_ADDRESS_CHARS_LARGE, SHORT_ADDRESS_CHARS_SMALL } from "@openpawn/shared/constants";
import { shortenAddress } from "@openpawn/shared/format";
import { MESSAGES } from "@openpawn/shared/messages";
import { useIsWrongNetwork } from "../hooks/use-is-wrong-network.ts";
import { useScreenSize } from "../hooks/use-screen-size.ts";
import { useSwitchToConfiguredChain } from "../hooks/use-switch-to-configured-chain.ts";
import { useWalletAddress } from "../hooks/use-wallet-address.ts";
import { useWalletState } from "../stores/wallet-store.ts";
import { WalletChooserDialog } from "./wallet-chooser-dialog.tsx";
import { WalletDetailsDialog } from "./wallet-details-dialog.tsx";

/**
 * The header's wallet button (spec §2): 'Connect' opens the chooser; the shortened address opens the wallet
 * details; 'Wrong Network' (not flagged on small screens) asks the wallet to switch to the configured chain.
 */
export function WalletButton() {
  const address = useWalletAddress();
  const isWrongNetwork = useIsWrongNetwork();
  const isSmallScreen = useScreenSize() === "small";
  const isWalletLoading = useWalletState((state) => state.isWalletLoading);
  const switchToConfiguredChain = useSwitchToConfiguredChain();
  const [dialog, setDialog] = useState<"chooser" | "details">();
  const close = () => setDialog(undefined);

  const kind = !address ? "connect" : isWrongNetwork && !isSmallScreen ? "wrongNetwork" : "address";
  const shortAddress = address
    ? shortenAddress(address, isSmallScreen ? SHORT_ADDRESS_CHARS_SMALL : SHORT_ADDRESS_CHARS_LARGE)
    : "";
  const actions = {
    connect: { label: MESSAGES.wallet.connect, onClick: () => setDialog("chooser") },
    wrongNetwork: { label: MESSAGES.wallet.wrongNetwork, onClick: () => void switchToConfiguredChain() },
    address: { label: shortAddress, onClick: () => setDialog("details") },
  };

  return (
    <>
      <Button
        variant="outlined"
        color={kind === "wrongNetwork" ? "error" : "primary"}
        aria-busy={isWalletLoading}
        // A checksummed address keeps its letter case.
        sx={kind === "address" ? { textTransform: "none" } : undefined}
        startIcon={isWalletLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        onClick={actions[kind].onClick}
      >
        {actions[kind].label}
      </Button>
      <WalletChooserDialog open={dialog === "chooser"} onClose={close} />
      <WalletDetailsDialog open={dialog === "details"} onClose={close} onChangeWallet={() => setDialog("chooser")} />
    </>
  );
}
