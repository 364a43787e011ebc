import { describe, it, expect } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { resizeWindow } from "./test/resize-window.ts";
import { screenSizeOf, useScreenSize } from "./use-screen-size.ts";

describe("useScreenSize", () => {
  it("splits at 600 px (small) and 992 px (large)", () => {
    expect(screenSizeOf(599)).toBe("small");
    expect(screenSizeOf(600)).toBe("medium");
    expect(screenSizeOf(991)).toBe("medium");
    expect(screenSizeOf(992)).toBe("large");
  });

  it("follows the window when it is resized", () => {
    resizeWindow(1280);
    const { result } = renderHook(() => useScreenSize());
    expect(result.current).toBe("large");
    act(() => resizeWindow(375));
    expect(result.current).toBe("small");
  });
});
