import { Alert, Snackbar } from "@mui/material";
import { TOAST_DURATION_MS } from "@openpawn/shared/constants";
import { closeToast, useFeedback } from "../../stores/feedback.ts";

/** The toast of toast(): top right, gone after 2 s. */
export function ToastHost() {
  const shown = useFeedback("toast");
  if (!shown) return null;
  return (
    <Snackbar
      key={shown.id}
      open={shown.open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={closeToast}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
    >
      <Alert severity={shown.item.variant} variant="filled" onClose={closeToast}>
        {shown.item.text}
      </Alert>
    </Snackbar>
  );
}
