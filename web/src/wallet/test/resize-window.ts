/** The test DOM has a fixed 1024 px window; tests resize it and tell listeners, as a browser would. */
export function resizeWindow(widthPx: number): void {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: widthPx });
  window.dispatchEvent(new Event("resize"));
}
