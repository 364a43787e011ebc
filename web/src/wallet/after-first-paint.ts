/** Idle time comes at the latest this long after the first paint (a busy page still gets its wallet). */
export const AFTER_PAINT_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has painted and the main thread is idle (requestIdleCallback, capped at
 * AFTER_PAINT_TIMEOUT_MS; a timer where the browser has no idle callbacks). Returns the cancel function.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelIdle = () => {};
  // The frame after the next one has been painted: the first paint is on screen.
  const frame = requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(task, { timeout: AFTER_PAINT_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}
