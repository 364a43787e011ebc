import { apiRequest } from "../../../lib/api-client.ts";
import type { SliderChallenge, SliderCheck } from "@openpawn/shared/captcha-slider";
import { PROFILE_ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/**
 * The user-service calls of the accounts feature (spec §7), under /api/user. Every function returns the
 * envelope's data and throws ApiRequestError (status, message, errorCodes) when the server refuses.
 */

export interface TokenPair {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
}

export interface SignUpPayload {
  name: string;
  email: string;
  password: string;
  challenge: string;
  recaptcha_response: string;
  shared_referred_id?: string;
  social_token?: string;
  social_type?: number;
  referral_code?: string;
}

export interface PasswordLoginPayload {
  username: string;
  password: string;
  recaptchaResponse: string;
  challenge: string;
}

export interface WalletLoginPayload {
  walletAddress: string;
  signature: string;
}

export interface CheckValidateAnswer {
  userId?: number | null;
  errorCodes?: string[];
}

/** An account exists: tokens. Otherwise the profile to prefill sign-up; emailLocked when the provider vouches for it. */
export interface SocialCheckAnswer {
  access_token?: string;
  refresh_token?: string;
  name?: string;
  email?: string;
  emailLocked?: boolean;
}

/**
 * GET users/capcha of the self-hosted slider (spec §3 "Captcha response" plus the puzzle and its proof of work), or,
 * for a login, the check without a puzzle while the address has not failed (decision 0043).
 */
export type CaptchaChallenge = SliderChallenge | SliderCheck;

/** What a captcha is for: a login asks for the check, which shows its puzzle only after failures. */
export type CaptchaPurpose = "login";

/** GET users/capcha with CAPTCHA_PROVIDER=geetest: GeeTest v3's register answer (`success: 0` = GeeTest is down). */
export interface GeetestRegistration {
  gt: string;
  challenge: string;
  new_captcha: boolean;
  success: number;
}

const data = async <T>(promise: Promise<{ data: T }>): Promise<T> => (await promise).data;

export const accountsApi = {
  signUp: (payload: SignUpPayload) => data(apiRequest<{ userId: number; email: string; status: "pending" | "active" }>("/user/users/signup", { method: "POST", body: payload, auth: false })),
  confirm: (key: string) => data(apiRequest<unknown>("/user/users/confirmation", { method: "POST", query: { key }, auth: false })),
  login: (payload: PasswordLoginPayload) => data(apiRequest<TokenPair>("/user/users/login", { method: "POST", body: payload, auth: false })),
  walletLogin: (payload: WalletLoginPayload) => data(apiRequest<TokenPair>("/user/users/login", { method: "POST", body: payload, auth: false })),
  nonce: (walletAddress: string) => data(apiRequest<string>("/user/users/nonce", { query: { walletAddress }, auth: false })),
  /** The logged-in user proves a wallet with a signature: the session is renewed with the wallet attached. */
  refreshWithSignature: (payload: WalletLoginPayload) =>
    data(apiRequest<TokenPair>("/user/users/refresh_token", { method: "POST", body: payload })),
  refresh: () => data(apiRequest<TokenPair>("/user/users/refresh_token", { method: "POST", body: {}, auth: false })),
  forgotPassword: (query: { challenge: string; username: string; recaptcha_response: string }) =>
    data(apiRequest<unknown>("/user/password/forgot", { query, auth: false })),
  resetPassword: (body: { key: string; new_password: string }) =>
    data(apiRequest<unknown>("/user/password/reset", { method: "PUT", body, auth: false })),
  changePassword: (body: { old_password: string; new_password: string }) =>
    data(apiRequest<unknown>("/user/password/change", { method: "PUT", body })),
  checkValidate: (query: { email: string; type: number; walletAddress: string }) =>
    data(apiRequest<CheckValidateAnswer | null>("/user/users/check-validate", { query })),
  linkWallet: (body: { walletAddress: string; lastToken: string }) =>
    data(apiRequest<unknown>("/user/users/link-wallet", { method: "POST", body })),
  socialCheck: (body: { social_token: string; social_type: number; name?: string; email?: string }) =>
    data(apiRequest<SocialCheckAnswer>("/user/users/social-check", { method: "POST", body, auth: false })),
  captcha: (purpose?: CaptchaPurpose) => data(apiRequest<CaptchaChallenge>("/user/users/capcha", { query: { purpose }, auth: false })),
  geetestRegistration: () => data(apiRequest<GeetestRegistration>("/user/users/capcha", { auth: false })),
  profile: () => callEndpoint(PROFILE_ENDPOINTS.ownProfile),
};
