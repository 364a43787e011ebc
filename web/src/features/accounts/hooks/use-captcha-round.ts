import { useRef, useState } from "react";
import type { CaptchaSolution } from "../captcha/captcha-solution.ts";

/**
 * The captcha of a form: its solution, and a new challenge (`round` as the CaptchaField's key) after every
 * submission, since the server accepts each challenge (or token) once. While the widget says an answer is on its way
 * by itself (the login check's work, decision 0043), `solutionForSubmit` waits for it instead of finding none.
 */
export function useCaptchaRound(onSolved: () => void) {
  const [solution, setSolution] = useState<CaptchaSolution | null>(null);
  const [round, setRound] = useState(0);
  const pending = useRef(false);
  const waiting = useRef<((solution: CaptchaSolution | null) => void)[]>([]);
  const release = (next: CaptchaSolution | null) => waiting.current.splice(0).forEach((resolve) => resolve(next));
  return {
    solution,
    round,
    solve(next: CaptchaSolution | null) {
      setSolution(next);
      if (next) release(next);
      onSolved();
    },
    setPending(next: boolean) {
      pending.current = next;
      if (!next) release(null);
    },
    /** Whether an answer is on its way by itself. */
    isPending: () => pending.current,
    /** The solution, or the one on its way; null when there is none to wait for. */
    solutionForSubmit(): Promise<CaptchaSolution | null> {
      if (solution || !pending.current) return Promise.resolve(solution);
      return new Promise((resolve) => waiting.current.push(resolve));
    },
    renew() {
      setSolution(null);
      pending.current = false;
      release(null);
      setRound((current) => current + 1);
    },
  };
}
