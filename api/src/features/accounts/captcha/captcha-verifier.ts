/** What GET users/capcha answers (spec §3 "Captcha response"), plus provider-specific extras. */
export interface CaptchaChallenge {
  gt: string;
  challenge: string;
  new_captcha: boolean;
  [extra: string]: unknown;
}

/**
 * What a captcha guards. The spec asks for the slider at sign-up and forgot password, and for reCAPTCHA (usually
 * invisible) at login: the self-hosted provider makes the login check invisible until the address fails (decision
 * 0038). Remote providers show the same widget for every use.
 */
export type CaptchaUse = "login" | "sign-up" | "forgot-password";

export interface CaptchaAnswer {
  /** The `challenge` field of the request. */
  challenge: string;
  /** `recaptchaResponse` (login) or `recaptcha_response` (sign-up, forgot password). */
  response: string;
  remoteIp?: string;
  /** The form answering: only a login may answer an invisible check. None: a puzzle is required. */
  use?: CaptchaUse;
}

/**
 * A captcha provider behind one interface (docs/decisions/0006-captcha.md): the self-hosted slider by
 * default, reCAPTCHA v2 or GeeTest v3 when CAPTCHA_PROVIDER names them.
 */
export interface CaptchaVerifier {
  readonly provider: "self-hosted" | "recaptcha" | "geetest";
  issue(remoteIp?: string, use?: CaptchaUse): Promise<CaptchaChallenge>;
  /** True only for a correct, fresh answer; every answer spends its challenge. Never throws for bad input. */
  verify(answer: CaptchaAnswer): Promise<boolean>;
  /** A sign-in whose captcha held but whose password did not: the address's next login checks may show the puzzle. */
  noteFailedSignIn?(remoteIp: string): Promise<void>;
}
