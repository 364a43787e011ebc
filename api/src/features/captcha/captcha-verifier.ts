/** What GET users/capcha answers (spec §3 "Captcha response"), plus provider-specific extras. */
export interface CaptchaChallenge {
  gt: string;
  challenge: string;
  new_captcha: boolean;
  [extra: string]: unknown;
}

export interface CaptchaAnswer {
  /** The `challenge` field of the request. */
  challenge: string;
  /** `recaptchaResponse` (login) or `recaptcha_response` (sign-up, forgot password). */
  response: string;
  remoteIp?: string;
}

/**
 * A captcha provider behind one interface (docs/decisions/0006-captcha.md): the self-hosted slider by
 * default, reCAPTCHA v2 or GeeTest v3 when CAPTCHA_PROVIDER names them.
 */
export interface CaptchaVerifier {
  readonly provider: "self-hosted" | "recaptcha" | "geetest";
  issue(remoteIp?: string): Promise<CaptchaChallenge>;
  /** True only for a correct, fresh answer; every answer spends its challenge. Never throws for bad input. */
  verify(answer: CaptchaAnswer): Promise<boolean>;
}
