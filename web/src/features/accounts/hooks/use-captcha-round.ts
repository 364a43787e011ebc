import { useState } from "react";
import type { CaptchaSolution } from "../captcha/captcha-solution.ts";

/**
 * The captcha of a form: its solution, and a new challenge (`round` as the CaptchaField's key) after every
 * submission, since the server accepts each challenge (or token) once.
 */
export function useCaptchaRound(onSolved: () => void) {
  const [solution, setSolution] = useState<CaptchaSolution | null>(null);
  const [round, setRound] = useState(0);
  return {
    solution,
    round,
    solve(next: CaptchaSolution | null) {
      setSolution(next);
      onSolved();
    },
    renew() {
      setSolution(null);
      setRound((current) => current + 1);
    },
  };
}
