import { CircularProgress, Dialog, DialogContent, Stack, Typography } from "@mui/material";
import { useFeedback } from "../../stores/feedback.ts";

const TEXT_ID = "blocking-dialog-text";

/** The dialog of showBlocking(): no buttons, no way to close it but hideBlocking(). */
export function BlockingDialogHost() {
  const shown = useFeedback("blocking");
  if (!shown) return null;
  return (
    <Dialog open={shown.open} aria-labelledby={TEXT_ID} aria-busy="true">
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", py: 1 }}>
          <CircularProgress aria-hidden />
          <Typography id={TEXT_ID}>{shown.item}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
