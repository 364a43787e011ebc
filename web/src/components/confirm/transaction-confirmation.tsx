import { useId, useState, type ReactNode } from "react";
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Stack, Typography } from "@mui/material";
import { DIALOG_MESSAGES, TRANSACTION_MESSAGES } from "@openpawn/shared/platform/messages";
import { ApiRequestError } from "../../lib/api-client.ts";
import { holdProgressInline, useFeedback } from "../../stores/feedback.ts";
import { SummaryLines, type SummaryLine } from "./summary-lines.tsx";

const T = TRANSACTION_MESSAGES;

/** Why the action cannot be confirmed now (figures that failed to load, terms the contract would refuse). */
export interface ConfirmationProblem {
  severity: "warning" | "error";
  text: ReactNode;
  retry?: () => void;
}

export interface TransactionConfirmationProps {
  title: string;
  /** What the user pays, receives, lends or locks, and on what terms: every amount with its token. */
  lines: SummaryLine[];
  /** What happens once confirmed: what the wallet will ask for and what moves where. */
  statement: ReactNode;
  /** Shown above the figures (the NFT or collateral concerned). */
  children?: ReactNode;
  /** Warnings below the statement (what a default costs). */
  notes?: ReactNode;
  confirmText: string;
  cancelText?: string;
  /**
   * Sends the transaction. Resolves to what it produced, which closes the dialog; undefined or false when it did not go
   * through (the wallet layer has said why), which keeps the dialog open to try again or cancel.
   */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** The figures are still being read: they show as placeholders and Confirm waits. */
  loading?: boolean;
  problem?: ConfirmationProblem;
}

/**
 * The one confirmation of every action that moves money or locks collateral (decision 0044): the figures, what will
 * happen, Cancel and Confirm. Nothing reaches the wallet before Confirm; while the transaction runs the dialog shows
 * its progress (the wallet layer's words) in place of the blocking dialog, and an error before the wallet in words.
 */
export function TransactionConfirmation({ title, lines, statement, children, notes, confirmText, cancelText = DIALOG_MESSAGES.cancel, onConfirm, onClose, loading = false, problem }: TransactionConfirmationProps) {
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stage = useFeedback("blocking");

  const confirm = async () => {
    setSending(true);
    setFailure(null);
    const release = holdProgressInline();
    try {
      const result = await onConfirm();
      if (result !== undefined && result !== false) onClose();
    } catch (error) {
      // The API's refusals carry the catalogue's words; anything else (a server error too) is said one way, never shown raw.
      setFailure(error instanceof ApiRequestError && error.status < 500 ? error.message : T.notSent);
    } finally {
      release();
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {children}
          {loading ? (
            <Stack spacing={1} role="status" aria-label={T.readingFigures}>
              <Skeleton />
              <Skeleton />
              <Skeleton />
            </Stack>
          ) : (
            <SummaryLines lines={lines} />
          )}
          <Box component="section" aria-label={T.whatHappens}>
            <Typography variant="subtitle2" component="h3">
              {T.whatHappens}
            </Typography>
            <Typography component="div">{statement}</Typography>
          </Box>
          {notes}
          {problem && (
            <Alert
              severity={problem.severity}
              action={
                problem.retry && (
                  <Button color="inherit" size="small" onClick={problem.retry}>
                    Retry
                  </Button>
                )
              }
            >
              {problem.text}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      {/* Below the scrolling figures, beside the buttons: always in view. */}
      {(sending || failure) && (
        <Box sx={{ px: 3, pt: 1.5 }}>
          {sending ? (
            <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: "center" }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{stage?.open ? stage.item : T.preparing}</Typography>
            </Stack>
          ) : (
            <Alert severity="error">{failure}</Alert>
          )}
        </Box>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={sending}>
          {cancelText}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={sending || loading || problem !== undefined}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
