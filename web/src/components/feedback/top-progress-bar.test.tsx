import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { PROGRESS_BAR } from "@openpawn/shared/constants";
import { TopProgressBar } from "./top-progress-bar.tsx";

describe("TopProgressBar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stays hidden for work shorter than the throttle", () => {
    const { rerender } = render(<TopProgressBar active />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs - 1));
    rerender(<TopProgressBar active={false} />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows after the throttle and goes away when the work ends", () => {
    const { rerender } = render(<TopProgressBar active={false} />);
    rerender(<TopProgressBar active />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs));
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy();
    rerender(<TopProgressBar active={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
