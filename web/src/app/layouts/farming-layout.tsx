import { Container, Typography } from "@mui/material";
import { Outlet, useLocation } from "react-router";
import { ConnectWalletPanel } from "../../features/wallet/components/connect-wallet-panel.tsx";
import { useWalletAddress } from "../../wallet/use-wallet-address.ts";
import { useAuthToken } from "../../stores/auth.ts";
import { AppFrame } from "./app-frame.tsx";
import { usePageTitle } from "../routes/route-handle.ts";
import { needsWalletPrompt } from "./farming-access.ts";
import { isComingSoon } from "../routes/pages.ts";

/** The layout of /farm pages: the wallet prompt instead of the page until a wallet and a login exist. */
export function FarmingLayout() {
  const { pathname } = useLocation();
  const walletAddress = useWalletAddress();
  const token = useAuthToken();
  const title = usePageTitle();
  return (
    <AppFrame>
      {needsWalletPrompt({ pathname, walletAddress, token, comingSoon: isComingSoon(pathname) }) ? (
        <Container sx={{ py: 6 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <ConnectWalletPanel />
        </Container>
      ) : (
        <Outlet />
      )}
    </AppFrame>
  );
}
