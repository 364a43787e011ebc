import { Button, Dialog, DialogActions, DialogContent, Link, Stack, Typography } from "@mui/material";
import CheckCircleOutline from "@mui/icons-material/CheckCircleOutline";
import ErrorOutline from "@mui/icons-material/ErrorOutline";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { TX_HASH_CHARS_MESSAGE_DIALOG } from "@openpawn/shared/constants";
import { closeMessage, useFeedback, type FeedbackVariant } from "../../stores/feedback.ts";
import { TransactionLink } from "../chain/transaction-link.tsx";

const TITLE_ID = "message-dialog-title";
const ICONS: Record<FeedbackVariant, typeof ErrorOutline> = {
  success: CheckCircleOutline,
  error: ErrorOutline,
  warning: WarningAmberOutlined,
  info: InfoOutlined,
};

/** The message dialog of showMessage(): its variant's icon and text, optional details, transaction and view-more links. */
export function MessageDialogHost() {
  const shown = useFeedback("message");
  if (!shown) return null;
  const message = shown.item;
  const Icon = ICONS[message.variant];
  return (
    <Dialog
      open={shown.open}
      onClose={message.persistent ? undefined : () => closeMessage(shown.id)}
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { sx: { width: message.width, maxWidth: "calc(100% - 32px)" } } }}
    >
      <DialogContent>
        <Stack spacing={1.5} sx={{ alignItems: "center", textAlign: "center" }}>
          {message.showIcon && <Icon color={message.variant} sx={{ fontSize: 56 }} titleAccess={DIALOG_MESSAGES.variantTitles[message.variant]} />}
          <Typography id={TITLE_ID} variant="h6" component="h2">
            {message.text}
          </Typography>
          {message.description && <Typography color="text.secondary">{message.description}</Typography>}
          {message.txHash && <TransactionLink hash={message.txHash} chars={TX_HASH_CHARS_MESSAGE_DIALOG} />}
          {message.viewMoreHref && <Link href={message.viewMoreHref}>{message.viewMoreText}</Link>}
        </Stack>
      </DialogContent>
      {message.showButton && (
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="contained" fullWidth onClick={() => closeMessage(shown.id)}>
            {message.buttonText}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
