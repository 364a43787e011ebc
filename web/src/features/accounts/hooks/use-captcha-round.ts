import { useState } from "react";
import type { CaptchaSolution } from "../components/slider-captcha.tsx";

/**
 * The slider captcha of a form: its solution, and a new puzzle (`round` as the slider's key) after every
 * submission, since the server accepts each challenge once.
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
