import { PROFILE_ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { ACCOUNTS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import type { LoginInput, WalletSignInInput } from "@openpawn/shared/accounts/schemas/account";
import type { AnswerOf, EndpointInput } from "@openpawn/shared/common/endpoint";
import type { SliderChallenge, SliderCheck } from "@openpawn/shared/captcha-slider";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/**
 * The user-service calls of the accounts feature (spec §7), under /api/user. Every function returns the
 * envelope's data and throws ApiRequestError (status, message, errorCodes) when the server refuses.
 */

/**
 * GET users/capcha of the self-hosted slider (spec §3 "Captcha response" plus the puzzle and its proof of work), or,
 * for a login, the check without a puzzle while the address has not failed (decision 0043). The endpoint's answer
 * names only the spec's fields every provider sends; these are the slider's.
 */
export type CaptchaChallenge = SliderChallenge | SliderCheck;

/** What a captcha is for: a login asks for the check, which shows its puzzle only after failures. */
export type CaptchaPurpose = "login";

/** GET users/capcha with CAPTCHA_PROVIDER=geetest: GeeTest v3's register answer (`success: 0` = GeeTest is down). */
export type GeetestRegistration = AnswerOf<typeof ENDPOINTS.captcha> & { success: number };

const publicCall = { auth: false } as const;
/** The header reads the profile from here: the endpoints load with the first call, after the first paint (decision 0019). */

type Body<E extends keyof typeof ENDPOINTS> = EndpointInput<(typeof ENDPOINTS)[E]>["body"];
type Query<E extends keyof typeof ENDPOINTS> = NonNullable<EndpointInput<(typeof ENDPOINTS)[E]>["query"]>;

export const accountsApi = {
  signUp: (body: Body<"signUp">) => callEndpoint(ENDPOINTS.signUp, { ...publicCall, body }),
  confirm: (key: string) => callEndpoint(ENDPOINTS.confirm, { ...publicCall, query: { key } }),
  login: (body: LoginInput) => callEndpoint(ENDPOINTS.login, { ...publicCall, body }),
  /** A wallet's signature of its sign-in message: a new wallet makes its account. */
  walletLogin: (body: WalletSignInInput) => callEndpoint(ENDPOINTS.login, { ...publicCall, body }),
  nonce: (walletAddress: string) => callEndpoint(ENDPOINTS.nonce, { ...publicCall, query: { walletAddress } }),
  /** The logged-in user proves a wallet with a signature: the session is renewed with the wallet attached. */
  refreshWithSignature: (body: WalletSignInInput) => callEndpoint(ENDPOINTS.refresh, { body }),
  forgotPassword: (query: Query<"forgotPassword">) => callEndpoint(ENDPOINTS.forgotPassword, { ...publicCall, query }),
  resetPassword: (body: Body<"resetPassword">) => callEndpoint(ENDPOINTS.resetPassword, { ...publicCall, body }),
  changePassword: (body: Body<"changePassword">) => callEndpoint(ENDPOINTS.changePassword, { body }),
  checkValidate: (query: Query<"checkValidate">) => callEndpoint(ENDPOINTS.checkValidate, { query }),
  linkWallet: (body: Body<"linkWallet">) => callEndpoint(ENDPOINTS.linkWallet, { body }),
  disassociate: (walletAddress: string) => callEndpoint(ENDPOINTS.disassociate, { body: { walletAddress } }),
  socialCheck: (body: Body<"socialCheck">) => callEndpoint(ENDPOINTS.socialCheck, { ...publicCall, body }),
  // The answer schema names the spec's fields only; the configured provider's own come with them.
  captcha: async (purpose?: CaptchaPurpose) => (await callEndpoint(ENDPOINTS.captcha, { ...publicCall, query: { purpose } })) as unknown as CaptchaChallenge,
  geetestRegistration: async () => (await callEndpoint(ENDPOINTS.captcha, publicCall)) as GeetestRegistration,
  profile: () => callEndpoint(PROFILE_ENDPOINTS.ownProfile),
};
