import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import type { ErrorEntry } from "@openpawn/shared/errors";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { ApiRequestError } from "../../../lib/api-client.ts";

/** Whether the server refused with this entry of the accounts feature's error catalogue (spec §8: which words a refusal shows). */
function refusedWith(error: unknown, entry: ErrorEntry): boolean {
  return error instanceof ApiRequestError && error.errorCodes.includes(entry.code);
}

/** The API answered 503: the service is under maintenance (the maintenance dialog, not a form error). */
export function isMaintenance(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 503;
}

/** The server refused the captcha answer (wrong, too fast, expired or spent): 'Invalid captcha'. */
export function isCaptchaRefusal(error: unknown): boolean {
  return refusedWith(error, ACCOUNTS_ERRORS.captchaInvalid);
}

export function loginErrorMessage(error: unknown): string {
  if (isCaptchaRefusal(error)) return ACCOUNT_FORM_MESSAGES.invalidCaptcha;
  if (error instanceof ApiRequestError && error.status === 404 && refusedWith(error, ACCOUNTS_ERRORS.userNotActive)) {
    return ACCOUNT_MESSAGES.userNotActive;
  }
  return ACCOUNT_MESSAGES.loginFailed;
}

/** Sign-up refusals: the two codes of the catalogue, else the server's own message (it speaks the form's words). */
export function signUpErrorMessage(error: unknown): string {
  if (isCaptchaRefusal(error)) return ACCOUNT_FORM_MESSAGES.invalidCaptcha;
  if (refusedWith(error, ACCOUNTS_ERRORS.referralNotFound)) return ACCOUNT_MESSAGES.referralNotFound;
  if (refusedWith(error, ACCOUNTS_ERRORS.emailExists)) return ACCOUNT_MESSAGES.emailExists;
  if (error instanceof ApiRequestError && error.status < 500 && error.message) return error.message;
  return DIALOG_MESSAGES.errorDefault;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  return isCaptchaRefusal(error) ? ACCOUNT_FORM_MESSAGES.invalidCaptcha : ACCOUNT_MESSAGES.forgotFailed;
}

export function resetPasswordErrorMessage(error: unknown): string {
  return refusedWith(error, ACCOUNTS_ERRORS.samePassword) ? ACCOUNT_MESSAGES.resetSamePassword : DIALOG_MESSAGES.errorDefault;
}

export function changePasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 412) return ACCOUNT_MESSAGES.currentPasswordIncorrect;
  if (refusedWith(error, ACCOUNTS_ERRORS.samePassword)) return ACCOUNT_MESSAGES.resetSamePassword;
  if (error instanceof ApiRequestError && error.status === 400 && error.message) return error.message;
  return DIALOG_MESSAGES.errorDefault;
}
