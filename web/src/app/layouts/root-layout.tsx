import { Outlet } from "react-router";
import { FeedbackHosts } from "../../components/feedback/feedback-hosts.tsx";
import { ChangePasswordDialog } from "../../features/accounts/components/change-password-dialog.tsx";
import { LoginDialog } from "../../features/accounts/components/login-dialog.tsx";
import { WalletWatchers } from "../../features/wallet/components/wallet-watchers.tsx";
import { RouteProgressBar } from "./route-progress-bar.tsx";
import { useDocumentTitle } from "./use-document-title.ts";
import { useReferralCodeDialog } from "./use-referral-code-dialog.ts";

/** The root of every page: app-wide watchers, the progress bar and the dialogs any page can open. */
export function RootLayout() {
  useDocumentTitle();
  useReferralCodeDialog();
  return (
    <>
      <WalletWatchers />
      <RouteProgressBar />
      <Outlet />
      <FeedbackHosts />
      <LoginDialog />
      <ChangePasswordDialog />
    </>
  );
}
