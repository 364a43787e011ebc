import { useState, type FormEvent } from "react";
import { Box, Button, Stack, TextField } from "@mui/material";
import { signUpFormSchema } from "@openpawn/shared/accounts/schemas/account";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@openpawn/shared/accounts/messages";
import { closeLoginDialog } from "../../../stores/account-dialogs.ts";
import { showMessage } from "../../../stores/feedback.ts";
import { getReferralCode } from "../../../stores/referral-code.ts";
import { accountsApi } from "../api/accounts-api.ts";
import { isMaintenance, signUpErrorMessage } from "../api/error-messages.ts";
import { startSession } from "../../../lib/session.ts";
import { useFinishLogin } from "../hooks/use-finish-login.ts";
import { openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { clearSocialSignUp, useSocialSignUp } from "../stores/social-sign-up.ts";
import { validateForm, type FieldErrors } from "./form-errors.ts";
import { PasswordField } from "./password-field.tsx";
import { CaptchaField } from "./captcha-field.tsx";
import { useCaptchaRound } from "../hooks/use-captcha-round.ts";

type Field = "name" | "email" | "password" | "confirm_password" | "shared_referred_id";

/**
 * Sign up (spec §3, §5): name, e-mail, password twice, an optional referral id (prefilled with the
 * referral code that brought the visitor) and the captcha; checked with the schema the server
 * uses. Success shows the confirm-your-account dialog. After a social sign-in without an account the
 * name and e-mail are prefilled, the e-mail locked, and the social token goes along.
 */
export function SignUpForm({ idPrefix, redirectTo }: { idPrefix: string; redirectTo?: string }) {
  const social = useSocialSignUp();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: social?.name ?? "",
    email: social?.email ?? "",
    password: "",
    confirm_password: "",
    shared_referred_id: getReferralCode() ?? "",
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const captchaRound = useCaptchaRound(() => setErrors((current) => ({ ...current, captcha: undefined })));
  const captcha = captchaRound.solution;
  const [submitting, setSubmitting] = useState(false);
  const finishLogin = useFinishLogin();
  const emailLocked = social?.emailLocked === true;
  const email = emailLocked ? social.email : values.email;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = { ...values, email, shared_referred_id: values.shared_referred_id.trim() || undefined };
    const { data, errors: found } = validateForm(signUpFormSchema, form);
    const next: FieldErrors = { ...found };
    if (!captcha) next.captcha = ACCOUNT_FORM_MESSAGES.invalidCaptcha;
    setErrors(next);
    if (next.confirm_password === ACCOUNT_FORM_MESSAGES.confirmMismatchSignUp) {
      void showMessage({ variant: "error", text: ACCOUNT_MESSAGES.passwordMismatchTitle, description: ACCOUNT_FORM_MESSAGES.confirmMismatchSignUp });
    }
    if (!data || !captcha) return;
    setSubmitting(true);
    try {
      const answer = await accountsApi.signUp({
        name: data.name,
        email: data.email,
        password: data.password,
        challenge: captcha.challenge,
        recaptcha_response: captcha.response,
        shared_referred_id: data.shared_referred_id || undefined,
        referral_code: getReferralCode() ?? undefined,
        social_token: social?.token,
        social_type: social?.type,
      });
      clearSocialSignUp();
      if (social && answer.status === "active") {
        // The provider vouched for the e-mail, so the account is active at once: the same social token logs in.
        const tokens = await accountsApi.socialCheck({ social_token: social.token, social_type: social.type });
        if ("access_token" in tokens) {
          startSession({ access_token: tokens.access_token });
          await finishLogin(redirectTo);
          return;
        }
      }
      closeLoginDialog();
      openAccountFlowDialog({ kind: "confirmAccount", email: data.email });
    } catch (error) {
      if (isMaintenance(error)) openAccountFlowDialog({ kind: "maintenance" });
      else void showMessage({ variant: "error", text: signUpErrorMessage(error) });
    } finally {
      setSubmitting(false);
      captchaRound.renew();
    }
  }

  const text = (field: Field, label: string, extra: { type?: string; autoComplete?: string; disabled?: boolean; helper?: string } = {}) => (
    <TextField
      id={`${idPrefix}-signup-${field}`}
      label={label}
      type={extra.type ?? "text"}
      autoComplete={extra.autoComplete}
      value={field === "email" ? email : values[field]}
      onChange={change(field)}
      error={errors[field] !== undefined}
      helperText={errors[field] ?? extra.helper}
      disabled={extra.disabled}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={AUTH_MESSAGES.signUpTab}>
      <Stack spacing={2}>
        {text("name", ACCOUNT_MESSAGES.nameLabel, { autoComplete: "name" })}
        {text("email", ACCOUNT_MESSAGES.emailLabel, {
          type: "email",
          autoComplete: "email",
          disabled: emailLocked,
          helper: emailLocked ? AUTH_MESSAGES.socialEmailLocked : undefined,
        })}
        <PasswordField
          id={`${idPrefix}-signup-password`}
          label={ACCOUNT_MESSAGES.passwordLabel}
          autoComplete="new-password"
          value={values.password}
          onChange={change("password")}
          error={errors.password}
        />
        <PasswordField
          id={`${idPrefix}-signup-confirm-password`}
          label={ACCOUNT_MESSAGES.confirmPasswordLabel}
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={change("confirm_password")}
          error={errors.confirm_password}
        />
        {text("shared_referred_id", ACCOUNT_MESSAGES.referralIdLabel)}
        <CaptchaField
          key={captchaRound.round}
          onSolved={captchaRound.solve}
          error={errors.captcha}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {ACCOUNT_MESSAGES.signUpButton}
        </Button>
      </Stack>
    </Box>
  );
}
