import { useState, type FormEvent } from "react";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from "@mui/material";
import { DIALOG_WIDTH } from "@openpawn/shared/constants";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { forgotPasswordFormSchema } from "@openpawn/shared/accounts/schemas/account";
import { showMessage } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import { forgotPasswordErrorMessage, isMaintenance } from "../api/error-messages.ts";
import { closeAccountFlowDialog, openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { validateForm, type FieldErrors } from "./form-errors.ts";
import { CaptchaField } from "./captcha-field.tsx";
import { useCaptchaRound } from "../hooks/use-captcha-round.ts";

const TITLE_ID = "forgot-password-dialog-title";

/** Forgot password (spec §3, §4): e-mail and captcha; the server mails a reset link. */
export function ForgotPasswordDialog({ open }: { open: boolean }) {
  const [username, setUsername] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const captchaRound = useCaptchaRound(() => setErrors((current) => ({ ...current, captcha: undefined })));
  const captcha = captchaRound.solution;
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: found } = validateForm(forgotPasswordFormSchema, { username });
    const next: FieldErrors = { ...found };
    if (!captcha) next.captcha = ACCOUNT_FORM_MESSAGES.invalidCaptcha;
    setErrors(next);
    if (!data || !captcha) return;
    setSubmitting(true);
    try {
      await accountsApi.forgotPassword({ username: data.username, challenge: captcha.challenge, recaptcha_response: captcha.response });
      closeAccountFlowDialog();
      setUsername("");
      void showMessage({ variant: "success", text: ACCOUNT_MESSAGES.forgotSent });
    } catch (error) {
      if (isMaintenance(error)) openAccountFlowDialog({ kind: "maintenance" });
      else void showMessage({ variant: "error", text: forgotPasswordErrorMessage(error) });
    } finally {
      setSubmitting(false);
      captchaRound.renew();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={closeAccountFlowDialog}
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.message + 100, maxWidth: "calc(100% - 32px)" } } }}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={TITLE_ID}>{ACCOUNT_MESSAGES.forgotPasswordTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {ACCOUNT_MESSAGES.forgotPasswordHelp}
            </Typography>
            <TextField
              id="forgot-password-email"
              label={ACCOUNT_MESSAGES.emailLabel}
              type="email"
              autoComplete="email"
              value={username}
              onChange={(event) => {
                setUsername(event.target.value);
                setErrors((current) => ({ ...current, username: undefined }));
              }}
              error={errors.username !== undefined}
              helperText={errors.username}
              fullWidth
            />
            {open && (
              <CaptchaField
                key={captchaRound.round}
                onSolved={captchaRound.solve}
                error={errors.captcha}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={closeAccountFlowDialog}>{DIALOG_MESSAGES.cancel}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {ACCOUNT_MESSAGES.sendResetLink}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
