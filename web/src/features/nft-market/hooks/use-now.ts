import { useEffect, useState } from "react";

/** The clock, in ms, re-read every `intervalMs`: what a countdown renders from (render itself stays pure). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
