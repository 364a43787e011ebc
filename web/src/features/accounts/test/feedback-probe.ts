import { renderHook } from "@testing-library/react";
import { useFeedback } from "../../../stores/feedback.ts";

/** Reads what the feedback store shows (message, confirm, blocking dialog, toast) from a test. */
export function probeFeedback() {
  const { result } = renderHook(() => ({
    message: useFeedback("message"),
    confirm: useFeedback("confirm"),
    blocking: useFeedback("blocking"),
    toast: useFeedback("toast"),
  }));
  return () => result.current;
}
