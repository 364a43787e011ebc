import { Outlet } from "react-router";
import { FeedbackHosts } from "../../components/feedback/feedback-hosts.tsx";
import { AccountDialogsHost } from "../../features/accounts/components/account-dialogs-host.tsx";
import { SessionState } from "../../features/accounts/components/session-state.tsx";
import { WalletSignIn } from "../../features/accounts/components/wallet-sign-in.tsx";
import { NotificationWatchersHost } from "../../features/notifications/components/notification-watchers-host.tsx";
import { LocalTermsCarrier } from "../../features/accounts/components/local-terms-carrier.tsx";
import { AccountWalletBridge } from "./account-wallet-bridge.tsx";
import { RouteProgressBar } from "./route-progress-bar.tsx";
import { useDocumentTitle } from "./use-document-title.ts";
import { useReferralCodeDialog } from "./use-referral-code-dialog.ts";

/** The root of every page: app-wide watchers, the progress bar and the dialogs any page can open. */
export function RootLayout() {
  useDocumentTitle();
  useReferralCodeDialog();
  return (
    <AccountWalletBridge>
      <NotificationWatchersHost />
      <SessionState />
      <WalletSignIn />
      <LocalTermsCarrier />
      <RouteProgressBar />
      <Outlet />
      <FeedbackHosts />
      <AccountDialogsHost />
    </AccountWalletBridge>
  );
}
