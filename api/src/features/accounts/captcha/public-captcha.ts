import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import type { CaptchaSettings } from "./create-captcha.ts";

/**
 * What the web app needs to show the configured captcha (GET /api/config): which widget, and its public key
 * (the reCAPTCHA site key, the GeeTest id). Never a secret.
 */
export function publicCaptchaConfig(settings: Pick<CaptchaSettings, "CAPTCHA_PROVIDER" | "RECAPTCHA_SITE_KEY" | "GEETEST_ID">): RuntimeConfig["captcha"] {
  switch (settings.CAPTCHA_PROVIDER) {
    case "recaptcha":
      return { provider: "recaptcha", siteKey: settings.RECAPTCHA_SITE_KEY };
    case "geetest":
      return { provider: "geetest", siteKey: settings.GEETEST_ID };
    default:
      return { provider: "self", siteKey: "" };
  }
}
