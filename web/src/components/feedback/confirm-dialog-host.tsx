import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { DIALOG_WIDTH } from "@openpawn/shared/constants";
import { answerConfirm, useFeedback } from "../../stores/feedback.ts";

const TITLE_ID = "confirm-dialog-title";

/** The dialog of confirm(): a question answered with the action button (or Cancel, Escape, a backdrop click). */
export function ConfirmDialogHost() {
  const shown = useFeedback("confirm");
  if (!shown) return null;
  const question = shown.item;
  return (
    <Dialog
      open={shown.open}
      onClose={() => answerConfirm(false)}
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.confirm, maxWidth: "calc(100% - 32px)" } } }}
    >
      <DialogTitle id={TITLE_ID}>{question.title}</DialogTitle>
      <DialogContent>
        {question.htmlDescription ?? <Typography color="text.secondary">{question.description}</Typography>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        {question.showCancel && (
          <Button variant="outlined" onClick={() => answerConfirm(false)}>
            {question.cancelText}
          </Button>
        )}
        <Button variant="contained" onClick={() => answerConfirm(true)}>
          {question.buttonText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
