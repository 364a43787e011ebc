import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { MESSAGES } from "@openpawn/shared/messages";
import { closeChangePasswordDialog, useChangePasswordDialogOpen } from "../../../stores/account-dialogs.ts";

const TITLE_ID = "change-password-dialog-title";

/** The change-password dialog of the user menu; its form (current, new and confirm password) comes with accounts. */
export function ChangePasswordDialog() {
  const open = useChangePasswordDialogOpen();
  return (
    <Dialog open={open} onClose={closeChangePasswordDialog} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID}>{MESSAGES.shell.changePassword}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">Changing your password is coming with accounts.</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeChangePasswordDialog}>{MESSAGES.dialog.ok}</Button>
      </DialogActions>
    </Dialog>
  );
}
