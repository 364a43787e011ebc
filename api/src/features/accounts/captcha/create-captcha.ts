import type { Database } from "../../../db/client.ts";
import type { CaptchaVerifier } from "./captcha-verifier.ts";
import { GeetestVerifier } from "./geetest.ts";
import { RecaptchaVerifier } from "./recaptcha.ts";
import { SliderCaptcha } from "./slider-captcha.ts";

export interface CaptchaSettings {
  CAPTCHA_PROVIDER: "self-hosted" | "recaptcha" | "geetest";
  RECAPTCHA_SITE_KEY: string;
  RECAPTCHA_SECRET: string;
  RECAPTCHA_VERIFY_URL: string;
  GEETEST_ID: string;
  GEETEST_KEY: string;
  GEETEST_API_URL: string;
  /** The self-hosted slider's live challenges per client address. */
  CAPTCHA_LIVE_PER_IP: number;
}

/**
 * The captcha chosen by CAPTCHA_PROVIDER; a remote provider without its credentials is a configuration error.
 * `secret` signs the self-hosted slider's work (every API replica must share it, like the JWT key it comes from).
 */
export function createCaptcha(settings: CaptchaSettings, db: Database, secret: Uint8Array | string): CaptchaVerifier {
  switch (settings.CAPTCHA_PROVIDER) {
    case "recaptcha":
      if (!settings.RECAPTCHA_SECRET || !settings.RECAPTCHA_SITE_KEY) {
        throw new Error("CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET");
      }
      return new RecaptchaVerifier({ siteKey: settings.RECAPTCHA_SITE_KEY, secret: settings.RECAPTCHA_SECRET, verifyUrl: settings.RECAPTCHA_VERIFY_URL });
    case "geetest":
      if (!settings.GEETEST_ID || !settings.GEETEST_KEY) throw new Error("CAPTCHA_PROVIDER=geetest needs GEETEST_ID and GEETEST_KEY");
      return new GeetestVerifier({ id: settings.GEETEST_ID, key: settings.GEETEST_KEY, apiUrl: settings.GEETEST_API_URL });
    default:
      return new SliderCaptcha(db, { secret, livePerIp: settings.CAPTCHA_LIVE_PER_IP });
  }
}
