import { useState, type FormEvent } from "react";
import { Box, Button, Link, Stack, TextField } from "@mui/material";
import { loginFormSchema } from "@openpawn/shared/accounts/schemas/account";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@openpawn/shared/accounts/messages";
import { showMessage } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import { isMaintenance, loginErrorMessage } from "../api/error-messages.ts";
import { offerWalletLink } from "../hooks/wallet-link.ts";
import { startSession } from "../../../lib/session.ts";
import { useFinishLogin } from "../hooks/use-finish-login.ts";
import { openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { useWalletBridge } from "../wallet-bridge.tsx";
import { validateForm, type FieldErrors } from "./form-errors.ts";
import { PasswordField } from "./password-field.tsx";
import { CaptchaField } from "./captcha-field.tsx";
import { useCaptchaRound } from "../hooks/use-captcha-round.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { signWithWallet } from "../../../wallet/wallet-actions.ts";

/**
 * Log in with e-mail, password and captcha (spec §4): the token is kept; with a wallet connected the
 * wallet-e-mail association is checked (and a link offered) before the user proceeds.
 */
export function LoginForm({ idPrefix, redirectTo }: { idPrefix: string; redirectTo?: string }) {
  const [values, setValues] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const captchaRound = useCaptchaRound(() => setErrors((current) => ({ ...current, captcha: undefined })));
  const [submitting, setSubmitting] = useState(false);
  const walletAddress = useWalletAddress();
  const bridge = useWalletBridge();
  const finishLogin = useFinishLogin();

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: found } = validateForm(loginFormSchema, values);
    if (!data) {
      const captchaMissing = !captchaRound.solution && !captchaRound.isPending();
      setErrors({ ...found, ...(captchaMissing ? { captcha: ACCOUNT_FORM_MESSAGES.invalidCaptcha } : {}) });
      return;
    }
    setSubmitting(true);
    // The login check answers by itself: a submit made while its work runs waits for it.
    const captcha = await captchaRound.solutionForSubmit();
    if (!captcha) {
      setErrors({ captcha: ACCOUNT_FORM_MESSAGES.invalidCaptcha });
      setSubmitting(false);
      return;
    }
    setErrors({});
    try {
      const tokens = await accountsApi.login({ ...data, recaptchaResponse: captcha.response, challenge: captcha.challenge });
      startSession(tokens);
      const address = walletAddress;
      if (address) {
        const signMessage = (message: string) => signWithWallet(address, message);
        if (!(await offerWalletLink({ email: data.username, address, bridge, signMessage }))) return;
      }
      await finishLogin(redirectTo);
    } catch (error) {
      if (isMaintenance(error)) {
        openAccountFlowDialog({ kind: "maintenance" });
        return;
      }
      const text = loginErrorMessage(error);
      if (text === ACCOUNT_MESSAGES.loginFailed) await bridge.removeWallet();
      void showMessage({ variant: "error", text });
    } finally {
      setSubmitting(false);
      captchaRound.renew();
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={AUTH_MESSAGES.logInTab}>
      <Stack spacing={2}>
        <TextField
          id={`${idPrefix}-login-email`}
          label={ACCOUNT_MESSAGES.emailLabel}
          type="email"
          autoComplete="username"
          value={values.username}
          onChange={change("username")}
          error={errors.username !== undefined}
          helperText={errors.username}
          fullWidth
        />
        <PasswordField
          id={`${idPrefix}-login-password`}
          label={ACCOUNT_MESSAGES.passwordLabel}
          autoComplete="current-password"
          value={values.password}
          onChange={change("password")}
          error={errors.password}
        />
        <Box sx={{ textAlign: "right" }}>
          <Link component="button" type="button" variant="body2" onClick={() => openAccountFlowDialog({ kind: "forgotPassword" })}>
            {ACCOUNT_MESSAGES.forgotPasswordLink}
          </Link>
        </Box>
        <CaptchaField key={captchaRound.round} purpose="login" onSolved={captchaRound.solve} onPending={captchaRound.setPending} error={errors.captcha} />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {ACCOUNT_MESSAGES.logInButton}
        </Button>
      </Stack>
    </Box>
  );
}
