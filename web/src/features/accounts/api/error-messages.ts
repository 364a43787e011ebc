import { MESSAGES } from "@openpawn/shared/messages";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/schemas/account";
import { ApiRequestError } from "../../../lib/api-client.ts";

/** The spec's error catalogue (§8) for the account calls: which words a refusal shows. */

export const ACCOUNT_ERROR_CODES = {
  userNotActive: "user.login.user-not-active",
  referralNotFound: "user.register.referred-id-owner-not-found",
  emailExists: "user.register.email-already-existed",
  samePassword: "user.password.new-password-is-same-old-password",
  captchaInvalid: "user.captcha.invalid",
} as const;

function hasCode(error: unknown, code: string): boolean {
  return error instanceof ApiRequestError && error.errorCodes.includes(code);
}

/** The API answered 503: the service is under maintenance (the maintenance dialog, not a form error). */
export function isMaintenance(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 503;
}

/** The server refused the captcha answer (wrong, too fast, expired or spent): 'Invalid captcha'. */
export function isCaptchaRefusal(error: unknown): boolean {
  return hasCode(error, ACCOUNT_ERROR_CODES.captchaInvalid);
}

export function loginErrorMessage(error: unknown): string {
  if (isCaptchaRefusal(error)) return ACCOUNT_MESSAGES.invalidCaptcha;
  if (error instanceof ApiRequestError && error.status === 404 && hasCode(error, ACCOUNT_ERROR_CODES.userNotActive)) {
    return MESSAGES.account.userNotActive;
  }
  return MESSAGES.account.loginFailed;
}

/** Sign-up refusals: the two codes of the catalogue, else the server's own message (it speaks the form's words). */
export function signUpErrorMessage(error: unknown): string {
  if (isCaptchaRefusal(error)) return ACCOUNT_MESSAGES.invalidCaptcha;
  if (hasCode(error, ACCOUNT_ERROR_CODES.referralNotFound)) return MESSAGES.account.referralNotFound;
  if (hasCode(error, ACCOUNT_ERROR_CODES.emailExists)) return MESSAGES.account.emailExists;
  if (error instanceof ApiRequestError && error.status < 500 && error.message) return error.message;
  return MESSAGES.dialog.errorDefault;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  return isCaptchaRefusal(error) ? ACCOUNT_MESSAGES.invalidCaptcha : MESSAGES.account.forgotFailed;
}

export function resetPasswordErrorMessage(error: unknown): string {
  return hasCode(error, ACCOUNT_ERROR_CODES.samePassword) ? MESSAGES.account.resetSamePassword : MESSAGES.dialog.errorDefault;
}

export function changePasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 412) return MESSAGES.account.currentPasswordIncorrect;
  if (hasCode(error, ACCOUNT_ERROR_CODES.samePassword)) return MESSAGES.account.resetSamePassword;
  if (error instanceof ApiRequestError && error.status === 400 && error.message) return error.message;
  return MESSAGES.dialog.errorDefault;
}
