import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Link, Typography } from "@mui/material";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { TermsContent } from "./terms-content.tsx";

const T = TERMS_MESSAGES;

export interface TermsDialogProps {
  open: boolean;
  /** Records acceptance; the dialog keeps Accept busy until it settles. */
  onAccept: () => Promise<void>;
  onDecline: () => void;
}

/** The Terms of Service dialog (spec §2, §4): Accept is enabled only once the confirm checkbox is ticked. */
export function TermsDialog({ open, onAccept, onDecline }: TermsDialogProps) {
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const accept = async () => {
    setBusy(true);
    try {
      await onAccept();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="sm" fullWidth onClose={(_event, reason) => reason === "escapeKeyDown" && onDecline()}>
      <DialogTitle id={titleId}>{T.dialogTitle}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{T.dialogIntro}</Typography>
        <TermsContent />
        <Link component={RouterLink} to="/terms" sx={{ display: "inline-block", mt: 2 }}>
          {T.readFull}
        </Link>
        <FormControlLabel
          sx={{ display: "flex", mt: 2 }}
          control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
          label={T.checkbox}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline}>{DIALOG_MESSAGES.cancel}</Button>
        <Button variant="contained" disabled={!checked || busy} onClick={() => void accept()}>
          {T.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
