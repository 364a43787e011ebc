import { AppBar, Box, Toolbar, useMediaQuery, useTheme } from "@mui/material";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { WalletButton } from "../../../features/wallet/components/wallet-button.tsx";
import { Logo } from "../../../components/brand/logo.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useProfile } from "../../../features/accounts/hooks/use-profile.ts";
import { MENU, visibleMenu } from "../menu.ts";
import { AppSwitcher } from "./app-switcher.tsx";
import { BecomeLenderButton } from "./become-lender-button.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { onDemand } from "../../../components/lazy/on-demand.tsx";
import { useMenuAction } from "./use-menu-action.ts";
import { UserMenu } from "./user-menu.tsx";

// A visitor has no bell: its badge, dropdown and the notification catalogue load for a logged-in user.
const NotificationBell = onDemand(() => import("./notification-bell.tsx").then((module) => module.NotificationBell));

/** The page header: logo, menu, app switcher, Become a Lender, wallet, bell and account menu. */
export function Header() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up("xl"), { noSsr: true });
  const loggedIn = useIsLoggedIn();
  const walletAddress = useWalletAddress();
  const runAction = useMenuAction({ mobile: true });
  const { data: profile } = useProfile();
  const items = visibleMenu(MENU, { loggedIn, walletAddress, hasPassword: profile?.hasPassword });
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Toolbar sx={{ gap: 1, "& > *": { flexShrink: 0 } }}>
        <Logo />
        {desktop && <DesktopMenu items={items} />}
        <Box sx={{ flexGrow: 1 }} />
        <AppSwitcher />
        {desktop && <BecomeLenderButton />}
        <WalletButton />
        {desktop && loggedIn && <NotificationBell needed />}
        {desktop && <UserMenu />}
        {!desktop && <MobileMenu items={items} loggedIn={loggedIn} onAction={runAction} />}
      </Toolbar>
    </AppBar>
  );
}
