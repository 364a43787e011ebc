import type { CaptchaAnswer, CaptchaChallenge, CaptchaVerifier } from "./captcha-verifier.ts";

/**
 * Google reCAPTCHA v2: the widget gives the browser a token (sent as recaptchaResponse / recaptcha_response);
 * the server asks siteverify whether it is good. The `challenge` field is not used.
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly provider = "recaptcha" as const;

  constructor(private readonly options: { siteKey: string; secret: string; verifyUrl: string; timeoutMs?: number }) {}

  async issue(): Promise<CaptchaChallenge> {
    return { gt: this.options.siteKey, challenge: "", new_captcha: false };
  }

  async verify(answer: CaptchaAnswer): Promise<boolean> {
    if (!answer.response || !this.options.secret) return false;
    const form = new URLSearchParams({ secret: this.options.secret, response: answer.response });
    if (answer.remoteIp) form.set("remoteip", answer.remoteIp);
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch {
      return false;
    }
  }
}
