import { useEffect, useRef } from "react";
import { Box } from "@mui/material";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { accountsApi } from "../api/accounts-api.ts";
import type { CaptchaWidgetProps } from "../captcha/captcha-solution.ts";
import { loadGeetest, type GeetestCaptcha as GeetestCaptchaObject } from "../captcha/captcha-sdks.ts";
import { CaptchaStatus } from "./captcha-status.tsx";
import { useWidgetAttempts } from "../captcha/use-widget-attempts.ts";

/**
 * GeeTest v3 (CAPTCHA_PROVIDER=geetest), the protocol the server's GeetestVerifier speaks: GET users/capcha
 * registers a challenge (`gt`, `challenge`, `success`), `initGeetest` shows it, and once solved the answer is
 * `challenge` = geetest_challenge with `response` = JSON `{ geetest_validate, geetest_seccode }`. The script is
 * loaded only when this captcha is configured. When GeeTest is down (`success: 0`) the server refuses every
 * answer, so the widget says so instead of offering GeeTest's offline mode.
 */
export function GeetestCaptcha({ siteKey, onSolved, error }: CaptchaWidgetProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnSolved = useRef(onSolved);
  useEffect(() => {
    latestOnSolved.current = onSolved;
  });
  const { status, setStatus, attempt, retry } = useWidgetAttempts();

  useEffect(() => {
    if (!container.current) return;
    let cancelled = false;
    let widget: GeetestCaptchaObject | undefined;
    const host = document.createElement("div");
    container.current.appendChild(host);
    const fail = (message: string, cause?: unknown) => {
      if (cancelled) return;
      if (cause !== undefined) console.error("GeeTest could not be shown", cause);
      latestOnSolved.current(null);
      setStatus({ state: "failed", message });
    };
    Promise.all([
      loadGeetest(),
      accountsApi.geetestRegistration().catch(() => null),
    ]).then(
      ([initGeetest, registration]) => {
        if (cancelled) return;
        if (!registration || registration.success !== 1 || !registration.challenge) {
          fail(ACCOUNT_MESSAGES.captchaUnavailable);
          return;
        }
        initGeetest(
          {
            gt: registration.gt || siteKey,
            challenge: registration.challenge,
            offline: false,
            new_captcha: true,
            product: "float",
            width: "100%",
            lang: "en",
          },
          (captcha) => {
            if (cancelled) {
              captcha.destroy?.();
              return;
            }
            widget = captcha;
            captcha.onSuccess(() => {
              const result = captcha.getValidate();
              latestOnSolved.current(
                result
                  ? {
                      challenge: result.geetest_challenge,
                      response: JSON.stringify({ geetest_validate: result.geetest_validate, geetest_seccode: result.geetest_seccode }),
                    }
                  : null,
              );
            });
            captcha.onError((cause) => fail(ACCOUNT_MESSAGES.captchaServiceUnreachable, cause ?? "onError"));
            captcha.appendTo(host);
            setStatus({ state: "ready" });
          },
        );
      },
      (cause: unknown) => fail(ACCOUNT_MESSAGES.captchaServiceUnreachable, cause),
    );
    return () => {
      cancelled = true;
      widget?.destroy?.();
      host.remove();
    };
  }, [siteKey, attempt, setStatus]);

  return (
    <Box>
      <Box ref={container} data-testid="geetest" />
      <CaptchaStatus status={status} onRetry={retry} error={error} />
    </Box>
  );
}
