import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useNavigate } from "react-router";
import { DIALOG_WIDTH, REFERRAL_REWARD_DFY } from "@openpawn/shared/constants";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { closeAccountFlowDialog } from "../stores/account-flow-dialogs.ts";

const paper = { paper: { sx: { width: DIALOG_WIDTH.message + 100, maxWidth: "calc(100% - 32px)" } } };

/** After sign-up: an activation e-mail was sent (spec §4). */
export function ConfirmAccountDialog({ email }: { email: string | null }) {
  return (
    <Dialog open={email !== null} onClose={closeAccountFlowDialog} aria-labelledby="confirm-account-title" slotProps={paper}>
      <DialogTitle id="confirm-account-title">{ACCOUNT_MESSAGES.confirmAccountTitle}</DialogTitle>
      <DialogContent>
        <Typography>{ACCOUNT_MESSAGES.confirmAccountText(email ?? "")}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={closeAccountFlowDialog}>
          {DIALOG_MESSAGES.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "You're all set!": the account is confirmed; 50 DFY for verifying it (spec §2). */
export function AllSetDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const go = (path: string) => {
    closeAccountFlowDialog();
    void navigate(path);
  };
  return (
    <Dialog open={open} onClose={closeAccountFlowDialog} aria-labelledby="all-set-title" slotProps={paper}>
      <DialogTitle id="all-set-title">{ACCOUNT_MESSAGES.allSetTitle}</DialogTitle>
      <DialogContent>
        <Typography>{ACCOUNT_MESSAGES.allSetText(REFERRAL_REWARD_DFY)}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={() => go("/pawn")}>
          {ACCOUNT_MESSAGES.exploreMarket}
        </Button>
        <Button variant="contained" onClick={() => go("/inventory/profile/verification")}>
          {ACCOUNT_MESSAGES.verifyAccount}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The API answered 503 to an account call: the service is under maintenance. */
export function MaintenanceDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} onClose={closeAccountFlowDialog} aria-labelledby="maintenance-title" slotProps={paper}>
      <DialogTitle id="maintenance-title">{ACCOUNT_MESSAGES.maintenanceTitle}</DialogTitle>
      <DialogContent>
        <Typography>{ACCOUNT_MESSAGES.maintenanceText}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={closeAccountFlowDialog}>
          {DIALOG_MESSAGES.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
