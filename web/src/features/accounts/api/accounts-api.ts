import type { ACCOUNTS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import type { LoginInput, WalletSignInInput } from "@openpawn/shared/accounts/schemas/account";
import type { AnswerOf, EndpointInput } from "@openpawn/shared/common/endpoint";
import type { SliderChallenge, SliderCheck } from "@openpawn/shared/captcha-slider";
import { deferredCalls } from "../../../lib/deferred-endpoint-call.ts";

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
const call = deferredCalls(async () => (await import("@openpawn/shared/accounts/endpoints")).ACCOUNTS_ENDPOINTS);
const profileCall = deferredCalls(async () => (await import("@openpawn/shared/profile/endpoints")).PROFILE_ENDPOINTS);

type Body<E extends keyof typeof ENDPOINTS> = EndpointInput<(typeof ENDPOINTS)[E]>["body"];
type Query<E extends keyof typeof ENDPOINTS> = NonNullable<EndpointInput<(typeof ENDPOINTS)[E]>["query"]>;

export const accountsApi = {
  signUp: (body: Body<"signUp">) => call("signUp", { ...publicCall, body }),
  confirm: (key: string) => call("confirm", { ...publicCall, query: { key } }),
  login: (body: LoginInput) => call("login", { ...publicCall, body }),
  /** A wallet's signature of its sign-in message: a new wallet makes its account. */
  walletLogin: (body: WalletSignInInput) => call("login", { ...publicCall, body }),
  nonce: (walletAddress: string) => call("nonce", { ...publicCall, query: { walletAddress } }),
  /** The logged-in user proves a wallet with a signature: the session is renewed with the wallet attached. */
  refreshWithSignature: (body: WalletSignInInput) => call("refresh", { body }),
  forgotPassword: (query: Query<"forgotPassword">) => call("forgotPassword", { ...publicCall, query }),
  resetPassword: (body: Body<"resetPassword">) => call("resetPassword", { ...publicCall, body }),
  changePassword: (body: Body<"changePassword">) => call("changePassword", { body }),
  checkValidate: (query: Query<"checkValidate">) => call("checkValidate", { query }),
  linkWallet: (body: Body<"linkWallet">) => call("linkWallet", { body }),
  socialCheck: (body: Body<"socialCheck">) => call("socialCheck", { ...publicCall, body }),
  // The answer schema names the spec's fields only; the configured provider's own come with them.
  captcha: async (purpose?: CaptchaPurpose) => (await call("captcha", { ...publicCall, query: { purpose } })) as unknown as CaptchaChallenge,
  geetestRegistration: async () => (await call("captcha", publicCall)) as GeetestRegistration,
  profile: () => profileCall("ownProfile"),
};
