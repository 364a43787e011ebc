import { defineErrors } from "../errors.ts";
import { ACCOUNTS_API_MESSAGES, ACCOUNT_MESSAGES, TERMS_MESSAGES } from "./messages.ts";
import { PROFILE_API_MESSAGES } from "../profile/messages.ts";

const ACCOUNT = ACCOUNT_MESSAGES;
const API = ACCOUNTS_API_MESSAGES;
const PROFILE = PROFILE_API_MESSAGES;

/** The refusals of the accounts feature: sign-up, login, sessions, passwords, captcha, social and wallet sign-in, wallet links, terms. */
export const ACCOUNTS_ERRORS = defineErrors({
  /** Too many requests of one rule (`app.limitRate`, which other features use too). */
  rateLimited: { status: 429, code: "rate_limited", message: API.rateLimited },
  captchaInvalid: { status: 400, code: "user.captcha.invalid", message: API.captchaInvalid },
  captchaNotFound: { status: 404, code: "user.captcha.not-found", message: API.captchaExpired },
  referralNotFound: { status: 400, code: "user.register.referred-id-owner-not-found", message: ACCOUNT.referralNotFound },
  emailExists: { status: 409, code: "user.register.email-already-existed", message: ACCOUNT.emailExists },
  confirmationInvalid: { status: 400, code: "user.confirmation.invalid-key", message: API.confirmationInvalid },
  loginFailed: { status: 401, code: "user.login.invalid-credentials", message: ACCOUNT.loginFailed },
  userNotActive: { status: 404, code: "user.login.user-not-active", message: ACCOUNT.userNotActive },
  refreshInvalid: { status: 401, code: "user.refresh-token.invalid", message: API.refreshInvalid },
  refreshExpired: { status: 401, code: "user.refresh-token.expired", message: API.refreshInvalid },
  refreshReused: { status: 401, code: "user.refresh-token.reused", message: API.refreshReused },
  samePassword: { status: 400, code: "user.password.new-password-is-same-old-password", message: ACCOUNT.resetSamePassword },
  forgotEmailNotFound: { status: 404, code: "user.password.email-not-found", message: ACCOUNT.forgotFailed },
  resetKeyInvalid: { status: 400, code: "user.password.reset-key-invalid", message: API.resetKeyInvalid },
  currentPasswordIncorrect: { status: 412, code: "user.password.current-password-incorrect", message: ACCOUNT.currentPasswordIncorrect },
  walletAddressInvalid: { status: 400, code: "user.wallet.invalid-address", message: API.walletAddressInvalid },
  walletSignatureRequired: { status: 400, code: "user.wallet.signature-required", message: API.walletSignatureRequired },
  walletSignatureInvalid: { status: 401, code: "user.wallet.invalid-signature", message: API.walletSignatureInvalid },
  walletNonceInvalid: { status: 401, code: "user.wallet.nonce-invalid", message: API.walletNonceInvalid },
  socialNotConfigured: { status: 400, code: "user.social.not-configured", message: PROFILE.socialNotConfigured },
  socialInvalidToken: { status: 401, code: "user.social.invalid-token", message: PROFILE.socialInvalidToken },
  socialUnsupportedType: { status: 400, code: "user.social.unsupported-type", message: PROFILE.socialUnsupportedType },
  socialAlreadyLinked: { status: 409, code: "user.social.already-linked", message: PROFILE.socialAlreadyLinked },
  walletLinkedToOther: { status: 409, code: "user.wallet.linked-to-other-account", message: PROFILE.walletLinkedToOther },
  walletAccountNotEmpty: { status: 409, code: "user.wallet.account-not-empty", message: PROFILE.walletAccountNotEmpty },
  walletProofInvalid: { status: 403, code: "user.wallet.invalid-proof", message: PROFILE.walletProofInvalid },
  walletNotOwned: { status: 404, code: "user.wallet.not-owned", message: PROFILE.walletNotOwned },
  walletInSession: { status: 409, code: "user.wallet.in-session", message: PROFILE.walletInSession },
  walletLastLogin: { status: 409, code: "user.wallet.last-login-method", message: PROFILE.walletLastLogin },
  emailNotOwned: { status: 403, code: "user.email.not-owned", message: PROFILE.emailNotOwned },
  associationMissing: { status: 404, code: "user.wallet.association-not-found", message: TERMS_MESSAGES.associationMissing },
  termsSignInRequired: { status: 401, code: "user.terms.sign-in-required", message: TERMS_MESSAGES.signInRequired },
});
