import { useEffect, useRef } from "react";
import { Box } from "@mui/material";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import type { CaptchaWidgetProps } from "../captcha/captcha-solution.ts";
import { loadRecaptcha } from "../captcha/captcha-sdks.ts";
import { CaptchaStatus } from "./captcha-status.tsx";
import { useWidgetAttempts } from "../captcha/use-widget-attempts.ts";

/**
 * Google reCAPTCHA v2, the "I'm not a robot" checkbox (CAPTCHA_PROVIDER=recaptcha): its script is loaded only
 * when this captcha is configured. The token is the answer (`response`); the server's RecaptchaVerifier does not
 * read `challenge`, so it is empty. An expired or failed token is withdrawn with `onSolved(null)`.
 */
export function RecaptchaCheckbox({ siteKey, onSolved, error }: CaptchaWidgetProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnSolved = useRef(onSolved);
  useEffect(() => {
    latestOnSolved.current = onSolved;
  });
  const { status, setStatus, attempt, retry } = useWidgetAttempts();

  useEffect(() => {
    if (!siteKey || !container.current) return;
    let cancelled = false;
    // A fresh element per attempt: reCAPTCHA renders only once into an element.
    const host = document.createElement("div");
    container.current.appendChild(host);
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled) return;
        grecaptcha.render(host, {
          sitekey: siteKey,
          callback: (token) => latestOnSolved.current(token ? { challenge: "", response: token } : null),
          "expired-callback": () => latestOnSolved.current(null),
          "error-callback": () => latestOnSolved.current(null),
        });
        setStatus({ state: "ready" });
      })
      .catch((cause: unknown) => {
        if (cancelled) return;
        console.error("reCAPTCHA could not be shown", cause);
        setStatus({ state: "failed", message: ACCOUNT_MESSAGES.captchaServiceUnreachable });
      });
    return () => {
      cancelled = true;
      host.remove();
    };
  }, [siteKey, attempt, setStatus]);

  return (
    <Box>
      <Box ref={container} data-testid="recaptcha" />
      {siteKey ? (
        <CaptchaStatus status={status} onRetry={retry} error={error} />
      ) : (
        <CaptchaStatus status={{ state: "failed", message: ACCOUNT_MESSAGES.captchaNotConfigured }} error={error} />
      )}
    </Box>
  );
}
