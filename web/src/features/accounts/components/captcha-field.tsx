import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import type { CaptchaWidgetProps } from "../captcha/captcha-solution.ts";
import { GeetestCaptcha } from "./geetest-captcha.tsx";
import { RecaptchaCheckbox } from "./recaptcha-checkbox.tsx";
import { SliderCaptcha } from "./slider-captcha.tsx";

/**
 * The captcha of the login, sign-up and forgot-password forms: the widget of the provider the server verifies
 * (runtime config `captcha`, from CAPTCHA_PROVIDER). Every widget answers with the same CaptchaSolution;
 * the forms change its `key` after each submission to get a fresh challenge. `purpose` and `onPending` concern the
 * self-hosted login check only (decision 0043): the remote widgets are the same for every form.
 */
export function CaptchaField({ purpose, onPending, ...props }: CaptchaWidgetProps) {
  const { captcha } = useRuntimeConfig();
  switch (captcha.provider) {
    case "recaptcha":
      return <RecaptchaCheckbox siteKey={captcha.siteKey} {...props} />;
    case "geetest":
      return <GeetestCaptcha siteKey={captcha.siteKey} {...props} />;
    default:
      return <SliderCaptcha {...props} purpose={purpose} onPending={onPending} />;
  }
}
