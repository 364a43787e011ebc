import { Dialog, DialogContent, DialogTitle, IconButton } from "@mui/material";
import Close from "@mui/icons-material/Close";
import { DIALOG_WIDTH } from "@openpawn/shared/constants";
import { AUTH_MESSAGES } from "@openpawn/shared/accounts/messages";
import { closeLoginDialog, setLoginDialogTab, useLoginDialog } from "../../../stores/account-dialogs.ts";
import { clearSocialSignUp } from "../stores/social-sign-up.ts";
import { AuthTabs } from "./auth-tabs.tsx";

const TITLE_ID = "login-dialog-title";

function close() {
  clearSocialSignUp();
  closeLoginDialog();
}

/** The login and sign-up dialog (width 600), opened through openLoginDialog() from anywhere. */
export function LoginDialog() {
  const state = useLoginDialog();
  const tab = state?.tab ?? "login";
  return (
    <Dialog
      open={state !== null}
      onClose={close}
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.login, maxWidth: "calc(100% - 32px)" } } }}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {tab === "login" ? AUTH_MESSAGES.logInTab : AUTH_MESSAGES.signUpTab}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: "absolute", right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <AuthTabs tab={tab} onTabChange={setLoginDialogTab} idPrefix="login-dialog" redirectTo={state?.redirectTo} />
      </DialogContent>
    </Dialog>
  );
}
