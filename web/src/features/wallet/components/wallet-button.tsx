import { useState } from "react";
import { Button, CircularProgress } from "@mui/material";
import { SHORT_ADDRESS_CHARS_LARGE, SHORT_ADDRESS_CHARS_SMALL } from "@openpawn/shared/constants";
import { shortenAddress } from "@openpawn/shared/format";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { onDemand } from "../../../components/lazy/on-demand.tsx";
import { useIsWrongNetwork } from "../../../wallet/use-is-wrong-network.ts";
import { useScreenSize } from "../../../wallet/use-screen-size.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { switchToConfiguredChain } from "../../../wallet/wallet-actions.ts";
import { preloadWallet } from "../../../wallet/wallet-loader.ts";
import { useWalletState } from "../../../wallet/wallet-state.ts";

// The dialogs are not part of the first paint: each loads when first opened, and stays for its closing animation.
const WalletChooserDialog = onDemand(() => import("./wallet-chooser-dialog.tsx").then((module) => module.WalletChooserDialog));
const WalletDetailsDialog = onDemand(() => import("./wallet-details-dialog.tsx").then((module) => module.WalletDetailsDialog));

/** The user reaches for a wallet (pointer, focus): the chooser and the wallet module start loading before the click. */
function reachForWallet() {
  preloadWallet();
  WalletChooserDialog.preload().catch(() => undefined);
}

type WalletDialog = "chooser" | "details";

/**
 * The header's wallet button (spec §2): 'Connect' opens the chooser; the shortened address opens the wallet
 * details; 'Wrong Network' (not flagged on small screens) asks the wallet to switch to the configured chain.
 * Reaching for 'Connect' (pointer, focus) starts loading the wallet module, so that it is there for the click.
 */
export function WalletButton() {
  const address = useWalletAddress();
  const isWrongNetwork = useIsWrongNetwork();
  const isSmallScreen = useScreenSize() === "small";
  const isWalletLoading = useWalletState((state) => state.isWalletLoading);
  const [dialog, setDialog] = useState<WalletDialog>();
  const open = (next: WalletDialog) => setDialog(next);
  const close = () => setDialog(undefined);

  const kind = !address ? "connect" : isWrongNetwork && !isSmallScreen ? "wrongNetwork" : "address";
  const shortAddress = address
    ? shortenAddress(address, isSmallScreen ? SHORT_ADDRESS_CHARS_SMALL : SHORT_ADDRESS_CHARS_LARGE)
    : "";
  const actions = {
    connect: { label: WALLET_MESSAGES.connect, onClick: () => open("chooser") },
    wrongNetwork: { label: WALLET_MESSAGES.wrongNetwork, onClick: () => void switchToConfiguredChain() },
    address: { label: shortAddress, onClick: () => open("details") },
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
        onPointerEnter={kind === "connect" ? reachForWallet : undefined}
        onFocus={kind === "connect" ? reachForWallet : undefined}
        onClick={actions[kind].onClick}
      >
        {actions[kind].label}
      </Button>
      <WalletChooserDialog needed={dialog === "chooser"} open={dialog === "chooser"} onClose={close} />
      <WalletDetailsDialog needed={dialog === "details"} open={dialog === "details"} onClose={close} onChangeWallet={() => open("chooser")} />
    </>
  );
}
