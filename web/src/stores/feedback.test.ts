import { describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { DIALOG_AUTO_CLOSE_MS } from "@openpawn/shared/constants";
import {
  answerConfirm,
  confirm,
  hideBlocking,
  resolveConfirm,
  resolveMessage,
  showBlocking,
  showMessage,
  toast,
  useFeedback,
} from "./feedback.ts";

describe("feedback store", () => {
  it("gives the message dialog the spec's defaults", () => {
    expect(resolveMessage({ variant: "success" })).toMatchObject({
      text: "Successfully !",
      showButton: true,
      showIcon: false,
      persistent: false,
      width: 400,
      buttonText: "OK",
      autoCloseMs: DIALOG_AUTO_CLOSE_MS,
    });
    expect(resolveMessage({ variant: "error" }).text).toBe("Something went wrong!");
    expect(resolveMessage({ variant: "warning" }).text).toBe("Warning!");
    expect(resolveMessage({ variant: "info" }).text).toBe("Info!");
    expect(resolveMessage({ variant: "error", width: 350 }).width).toBe(350);
    expect(resolveMessage({ variant: "error", persistent: true }).autoCloseMs).toBeNull();
  });

  it("gives the confirm dialog the spec's defaults", () => {
    expect(resolveConfirm({ description: "Sure?" })).toMatchObject({
      title: "Confirmation",
      buttonText: "Submit",
      showCancel: false,
      description: "Sure?",
    });
  });

  it("closes a message dialog by itself after 10 s", async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useFeedback("message"));
      let closed = false;
      act(() => void showMessage({ variant: "success" }).then(() => (closed = true)));
      expect(result.current?.open).toBe(true);
      act(() => vi.advanceTimersByTime(DIALOG_AUTO_CLOSE_MS - 1));
      expect(result.current?.open).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current?.open).toBe(false);
      await Promise.resolve();
      expect(closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("resolves confirm() with the answer, and false when replaced by another question", async () => {
    const first = confirm({ description: "First?" });
    const second = confirm({ description: "Second?" });
    await expect(first).resolves.toBe(false);
    answerConfirm(true);
    await expect(second).resolves.toBe(true);
  });

  it("shows a toast and a blocking dialog until hidden", () => {
    const toastHook = renderHook(() => useFeedback("toast"));
    act(() => toast("Copied to clipboard"));
    expect(toastHook.result.current?.item).toEqual({ text: "Copied to clipboard", variant: "success" });

    const blockingHook = renderHook(() => useFeedback("blocking"));
    act(() => showBlocking("Please sign wallet to use OpenPawn services"));
    expect(blockingHook.result.current).toMatchObject({ open: true, item: "Please sign wallet to use OpenPawn services" });
    act(() => hideBlocking());
    expect(blockingHook.result.current?.open).toBe(false);
  });
});
