import { useChangePasswordDialogOpen } from "../../../stores/account-dialogs.ts";
import { useConfirmationKey, useResetKey } from "../hooks/use-confirmation-key.ts";
import { useAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { AllSetDialog, ConfirmAccountDialog, MaintenanceDialog } from "./flow-notices.tsx";
import { LoginDialog } from "./login-dialog.tsx";
import { ChangePasswordDialog, ResetPasswordDialog } from "./password-dialogs.tsx";

/**
 * Every dialog of the account flows, mounted once by the app: login and sign-up, forgot password, the
 * confirm-your-account notice, "You're all set!", maintenance, the reset-link form and Change Password.
 * It also acts on the confirmation and reset keys of the mailed links.
 */
export function AccountDialogs() {
  useConfirmationKey();
  const resetKey = useResetKey();
  const flow = useAccountFlowDialog();
  const changePasswordOpen = useChangePasswordDialogOpen();
  return (
    <>
      <LoginDialog />
      <ForgotPasswordDialog open={flow?.kind === "forgotPassword"} />
      <ConfirmAccountDialog email={flow?.kind === "confirmAccount" ? flow.email : null} />
      <AllSetDialog open={flow?.kind === "allSet"} />
      <MaintenanceDialog open={flow?.kind === "maintenance"} />
      <ResetPasswordDialog resetKey={resetKey} />
      <ChangePasswordDialog open={changePasswordOpen} />
    </>
  );
}
