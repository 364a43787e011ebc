import { CircularProgress, Dialog, DialogContent, Stack, Typography } from "@mui/material";
import { useFeedback, useProgressShownInline } from "../../stores/feedback.ts";

const TEXT_ID = "blocking-dialog-text";

/**
 * The dialog of showBlocking(): no buttons, no way to close it but hideBlocking(). Hidden while a money confirmation
 * shows the same words in its own body (holdProgressInline).
 */
export function BlockingDialogHost() {
  const shown = useFeedback("blocking");
  const inline = useProgressShownInline();
  if (!shown) return null;
  return (
    <Dialog open={shown.open && !inline} aria-labelledby={TEXT_ID} aria-busy="true">
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", py: 1 }}>
          <CircularProgress aria-hidden />
          <Typography id={TEXT_ID}>{shown.item}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
