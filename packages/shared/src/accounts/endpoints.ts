import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { nonJsonAnswer } from "../common/non-json-answer.ts";
import { optionalBody } from "../common/envelope.ts";
import {
  changePasswordSchema,
  confirmationAnswerSchema,
  confirmationQuerySchema,
  forgotPasswordSchema,
  loginSchema,
  nonceQuerySchema,
  refreshAnswerSchema,
  refreshTokenSchema,
  resetPasswordSchema,
  sessionTokensSchema,
  signUpAnswerSchema,
  signUpSchema,
  walletSignInSchema,
} from "./schemas/account.ts";
import { captchaChallengeQuerySchema, captchaChallengeSchema, captchaImageQuerySchema } from "./schemas/captcha.ts";
import { socialCheckAnswerSchema, socialCheckSchema } from "./schemas/social.ts";
import { acceptTermsBodySchema, termsQuerySchema, termsStateSchema } from "./schemas/terms.ts";
import {
  checkValidateQuerySchema,
  disassociatedWalletSchema,
  disassociateWalletSchema,
  linkedWalletSchema,
  linkWalletSchema,
  walletLinkSchema,
} from "./schemas/wallet-links.ts";

/** Login and refresh take e-mail + password (or a refresh token), or wallet + signature: each kind of bad input has its own code. */
const signInBody = z.union([loginSchema, walletSignInSchema]);
const refreshBody = z.union([refreshTokenSchema, walletSignInSchema]);

/** Accounts under /api/user (decisions 0005–0007): sign-up, sessions, passwords, captcha, social sign-in, wallet links, terms. */
export const ACCOUNTS_ENDPOINTS = {
  signUp: endpoint({ method: "POST", path: "/user/users/signup", body: optionalBody(signUpSchema), answer: signUpAnswerSchema }),
  /** The activation e-mail's link. */
  confirm: endpoint({ method: "POST", path: "/user/users/confirmation", query: confirmationQuerySchema, answer: confirmationAnswerSchema }),
  /** E-mail and password, or a wallet's signature of its sign-in message (a new wallet makes its account). */
  login: endpoint({ method: "POST", path: "/user/users/login", body: signInBody, bodyReadByHandler: true, answer: sessionTokensSchema }),
  /** New tokens for the refresh token (body or cookie); or, logged in, a wallet's signature binds the wallet to the session. */
  refresh: endpoint({ method: "POST", path: "/user/users/refresh_token", body: refreshBody, bodyReadByHandler: true, answer: refreshAnswerSchema }),
  /** The same as `refresh`, by the spec's other name. */
  refreshWallet: endpoint({ method: "POST", path: "/user/users/refresh-token-wallet", body: refreshBody, bodyReadByHandler: true, answer: refreshAnswerSchema }),
  logout: endpoint({ method: "PUT", path: "/user/users/logout", answer: z.null() }),
  /** The message a wallet signs to sign in. */
  nonce: endpoint({ method: "GET", path: "/user/users/nonce", query: nonceQuerySchema, answer: z.string() }),
  captcha: endpoint({ method: "GET", path: "/user/users/capcha", query: captchaChallengeQuerySchema, answer: captchaChallengeSchema }),
  /** A slider challenge's PNG (the web shows the URL the challenge names). */
  captchaImage: endpoint({ method: "GET", path: "/user/users/capcha/image", query: captchaImageQuerySchema, responses: { 200: nonJsonAnswer(["image/png"]) } }),
  /** Mails a reset link. */
  forgotPassword: endpoint({ method: "GET", path: "/user/password/forgot", query: forgotPasswordSchema, answer: z.null() }),
  resetPassword: endpoint({ method: "PUT", path: "/user/password/reset", body: optionalBody(resetPasswordSchema), answer: z.null() }),
  changePassword: endpoint({ method: "PUT", path: "/user/password/change", body: optionalBody(changePasswordSchema), answer: z.null() }),
  /** A verified social identity of an account logs in; otherwise the profile to prefill sign-up. */
  socialCheck: endpoint({ method: "POST", path: "/user/users/social-check", body: optionalBody(socialCheckSchema), answer: socialCheckAnswerSchema }),
  /** The terms record of the account when logged in, else of the wallet named. */
  terms: endpoint({ method: "GET", path: "/user/users/accept-term-condition", query: termsQuerySchema, answer: termsStateSchema }),
  acceptTerms: endpoint({
    method: "POST",
    path: "/user/users/accept-term-condition",
    query: termsQuerySchema,
    body: optionalBody(acceptTermsBodySchema),
    answer: termsStateSchema,
  }),
  /** May this wallet be linked to the logged-in account's e-mail? */
  checkValidate: endpoint({ method: "GET", path: "/user/users/check-validate", query: checkValidateQuerySchema, answer: walletLinkSchema }),
  linkWallet: endpoint({ method: "POST", path: "/user/users/link-wallet", body: optionalBody(linkWalletSchema), answer: walletLinkSchema }),
  /** The wallets linked to the signed-in account, oldest link first. */
  wallets: endpoint({ method: "GET", path: "/user/users/wallet-address", answer: z.array(linkedWalletSchema) }),
  disassociate: endpoint({ method: "PUT", path: "/user/users/disassociate", body: optionalBody(disassociateWalletSchema), answer: disassociatedWalletSchema }),
};
