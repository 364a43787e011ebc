import { useSyncExternalStore } from "react";
import { BREAKPOINTS } from "@openpawn/shared/constants";

/** small: below 600 px (phones); large: 992 px and up (desktops); medium: between. */
export type ScreenSize = "small" | "medium" | "large";

export function screenSizeOf(widthPx: number): ScreenSize {
  if (widthPx < BREAKPOINTS.sm) return "small";
  if (widthPx >= BREAKPOINTS.lg) return "large";
  return "medium";
}

function subscribe(onResize: () => void): () => void {
  window.addEventListener("resize", onResize);
  return () => window.removeEventListener("resize", onResize);
}

export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(subscribe, () => screenSizeOf(window.innerWidth));
}
