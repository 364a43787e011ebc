import { useId, useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from "@mui/material";
import type { InvestorType } from "@openpawn/shared/constants";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { INVESTOR_CHOICES, type InvestorChoice } from "../terms-declarations.ts";

const T = TERMS_MESSAGES;

export interface InvestorTypeDialogProps {
  open: boolean;
  onChoose: (type: InvestorType) => Promise<void>;
  onDecline: () => void;
}

/**
 * The investor-type dialog shown after the terms are accepted (spec §4): types 1, 2, 3 are stored;
 * the everyday trader is told the service is refused and nothing is stored.
 */
export function InvestorTypeDialog({ open, onChoose, onDecline }: InvestorTypeDialogProps) {
  const [choice, setChoice] = useState<InvestorChoice["value"] | null>(null);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const confirm = async () => {
    if (choice === null) return;
    if (choice === "everyday") {
      setRefused(true);
      return;
    }
    setBusy(true);
    try {
      await onChoose(choice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="sm" fullWidth onClose={(_event, reason) => reason === "escapeKeyDown" && onDecline()}>
      <DialogTitle id={titleId}>{T.investorTitle}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{T.investorIntro}</Typography>
        <RadioGroup
          aria-labelledby={titleId}
          value={choice === null ? "" : String(choice)}
          onChange={(event) => {
            setRefused(false);
            const value = event.target.value;
            setChoice(value === "everyday" ? "everyday" : (Number(value) as InvestorType));
          }}
        >
          {INVESTOR_CHOICES.map((option) => (
            <FormControlLabel
              key={option.value}
              value={String(option.value)}
              control={<Radio />}
              sx={{ alignItems: "flex-start", mb: 1.5, "& .MuiRadio-root": { pt: 0.5 } }}
              label={
                <>
                  <Typography fontWeight={600}>{option.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {option.text}
                  </Typography>
                  {option.value === "everyday" && (
                    <Typography variant="caption" color="text.secondary">
                      {T.everydayReferenceOnly}
                    </Typography>
                  )}
                </>
              }
            />
          ))}
        </RadioGroup>
        <Typography variant="body2">{T.signedStatement}</Typography>
        {refused && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {T.refused}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline}>{DIALOG_MESSAGES.cancel}</Button>
        <Button variant="contained" disabled={choice === null || busy || refused} onClick={() => void confirm()}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
