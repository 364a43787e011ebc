import type { ReactNode } from "react";
import { Container, Skeleton, Typography } from "@mui/material";
import { useLocation } from "react-router";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { useAccountWallets, useUnlinkedWallet } from "../../components/account/account-wallets.ts";
import { LinkWalletPanel } from "../../components/account/link-wallet-panel.tsx";
import { ConnectWalletPanel } from "../../features/wallet/components/connect-wallet-panel.tsx";
import { useIsLoggedIn } from "../../stores/auth.ts";
import { useWalletAddress } from "../../wallet/use-wallet-address.ts";
import { usePageTitle } from "../routes/route-handle.ts";

/** The account's own pages under /inventory, which are not about its wallets' positions. */
const ACCOUNT_PAGES = ["/inventory/personal-profile", "/inventory/setting", "/inventory/profile"];

/**
 * The pages of the signed-in account's positions (/inventory and below, its own pages aside): what the wallets it
 * holds hold. The API refuses them (403 pawn.wallet.none) to an account that holds no wallet.
 */
export function isWalletScopedPath(pathname: string): boolean {
  if (!pathname.startsWith("/inventory/")) return false;
  return !ACCOUNT_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * Before a page of positions, what the account's wallets allow (decision 0043), never the page's error: a connected
 * wallet the account does not hold is offered "Link this wallet" (above the page when other wallets' positions show,
 * instead of it when the account holds none); an account that holds none and has none connected is asked to connect.
 */
export function WalletScopeGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn || !isWalletScopedPath(pathname)) return children;
  return <AccountWalletsGate>{children}</AccountWalletsGate>;
}

function AccountWalletsGate({ children }: { children: ReactNode }) {
  const title = usePageTitle();
  const address = useWalletAddress();
  const unlinked = useUnlinkedWallet();
  const wallets = useAccountWallets();
  const holdsNone = wallets.data?.length === 0;
  // Beside the positions of the account's other wallets, the offer stands above the page.
  if (unlinked && !holdsNone) {
    return (
      <>
        <Container sx={{ pt: 4 }}>
          <LinkWalletPanel address={unlinked} />
        </Container>
        {children}
      </>
    );
  }
  // While the account's wallets are read (once: they are cached), the page's own reads could be refused: it waits.
  const waiting = wallets.isPending;
  const askToConnect = holdsNone && !address;
  if (!waiting && !unlinked && !askToConnect) return children;
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {waiting ? (
        <Skeleton variant="rounded" height={160} role="status" aria-label="Loading" />
      ) : unlinked ? (
        <LinkWalletPanel address={unlinked} />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{WALLET_MESSAGES.noneLinked}</Typography>
          <ConnectWalletPanel />
        </>
      )}
    </Container>
  );
}
