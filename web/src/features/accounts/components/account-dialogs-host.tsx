import { useSearchParams } from "react-router";
import { onDemand } from "../../../components/lazy/on-demand.tsx";
import { useChangePasswordDialogOpen, useLoginDialog } from "../../../stores/account-dialogs.ts";
import { ACCOUNT_LINK_QUERY } from "../account-links.ts";
import { useAccountFlowDialog } from "../stores/account-flow-dialogs.ts";

const AccountDialogs = onDemand(() => import("./account-dialogs.tsx").then((module) => module.AccountDialogs));

/**
 * Mounted once by the app in place of AccountDialogs: the forms, the captcha and the shared schemas they
 * validate with load when a dialog first opens or a mailed link (confirmation or reset key) is in the
 * address, not with the first paint.
 */
export function AccountDialogsHost() {
  const [searchParams] = useSearchParams();
  const linkInAddress = searchParams.has(ACCOUNT_LINK_QUERY.confirmation) || searchParams.has(ACCOUNT_LINK_QUERY.reset);
  const loginOpen = useLoginDialog() !== null;
  const changePasswordOpen = useChangePasswordDialogOpen();
  const flowOpen = useAccountFlowDialog() !== null;
  return <AccountDialogs needed={linkInAddress || loginOpen || changePasswordOpen || flowOpen} />;
}
