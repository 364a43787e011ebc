import { useState } from "react";
import type { RemoteCaptchaStatus } from "../components/captcha-status.tsx";

/** Load status of a remote captcha widget, and "Try again": each attempt number re-runs the widget's loading effect. */
export function useWidgetAttempts() {
  const [status, setStatus] = useState<RemoteCaptchaStatus>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setStatus({ state: "loading" });
    setAttempt((value) => value + 1);
  };
  return { status, setStatus, attempt, retry };
}
