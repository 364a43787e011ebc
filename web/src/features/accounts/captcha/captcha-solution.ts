/**
 * What the forms send, whatever the captcha: `challenge` and `recaptchaResponse` (login) /
 * `recaptcha_response` (sign-up, forgot password), as the server's CaptchaVerifier reads them
 * (docs/decisions/0006-captcha.md).
 */
export interface CaptchaSolution {
  challenge: string;
  response: string;
}

/** The props every captcha widget takes: `onSolved(null)` when a solution is gone (expired, failed, reloaded). */
export interface CaptchaWidgetProps {
  onSolved: (solution: CaptchaSolution | null) => void;
  /** The form's message under the widget (e.g. "Invalid captcha" when submitted unsolved). */
  error?: string;
  /** "login": the self-hosted check without a puzzle until the address fails (decision 0043). */
  purpose?: "login";
  /** True while an answer is on its way without the person's help (the login check's work): a submit may wait for it. */
  onPending?: (pending: boolean) => void;
}
