import { Alert, AlertTitle, Link, Snackbar } from "@mui/material";
import { SNACKBAR_DURATION_MS } from "@openpawn/shared/constants";
import { closeFlash, useFeedback } from "../../stores/feedback.ts";

/** The flash notification of showFlash(), at the bottom left of the page. */
export function FlashHost() {
  const shown = useFeedback("flash");
  if (!shown) return null;
  const { title, text, href } = shown.item;
  return (
    <Snackbar
      key={shown.id}
      open={shown.open}
      autoHideDuration={SNACKBAR_DURATION_MS}
      onClose={closeFlash}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
    >
      <Alert severity="info" variant="filled" onClose={closeFlash} sx={{ maxWidth: 360 }}>
        <AlertTitle>
          {href ? (
            <Link href={href} color="inherit" onClick={closeFlash}>
              {title}
            </Link>
          ) : (
            title
          )}
        </AlertTitle>
        {text}
      </Alert>
    </Snackbar>
  );
}
