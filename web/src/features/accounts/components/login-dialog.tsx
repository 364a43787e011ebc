import { Dialog, DialogContent, DialogTitle, IconButton } from "@mui/material";
import Close from "@mui/icons-material/Close";
import { DIALOG_WIDTH } from "@openpawn/shared/constants";
import { MESSAGES } from "@openpawn/shared/messages";
import { closeLoginDialog, setLoginDialogTab, useLoginDialog } from "../../../stores/account-dialogs.ts";
import { AuthTabs } from "./auth-tabs.tsx";

const TITLE_ID = "login-dialog-title";

/** The login and sign-up dialog, opened through openLoginDialog() from anywhere. */
export function LoginDialog() {
  const state = useLoginDialog();
  const tab = state?.tab ?? "login";
  return (
    <Dialog
      open={state !== null}
      onClose={closeLoginDialog}
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.login, maxWidth: "calc(100% - 32px)" } } }}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {tab === "login" ? MESSAGES.auth.logInTab : MESSAGES.auth.signUpTab}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={closeLoginDialog} sx={{ position: "absolute", right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <AuthTabs tab={tab} onTabChange={setLoginDialogTab} idPrefix="login-dialog" />
      </DialogContent>
    </Dialog>
  );
}
