/** The test DOM's window is 1024 px wide; tests that depend on the screen size set it (and restore it afterwards). */
export const JSDOM_DEFAULT_WIDTH = 1024;

export function setScreenWidth(widthPx: number): void {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: widthPx });
  window.dispatchEvent(new Event("resize"));
}
