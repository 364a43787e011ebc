/// <reference lib="webworker" />
import { solveSliderWork } from "@openpawn/shared/captcha-slider";
import type { SliderWorkMessage, SliderWorkRequest } from "./slider-work.ts";

/**
 * The slider captcha's proof of work, off the page's main thread: one request in, progress and one solution
 * (or an error) out. The page terminates the worker when it no longer needs the answer.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<SliderWorkRequest>) => {
  const post = (message: SliderWorkMessage) => scope.postMessage(message);
  try {
    const solution = await solveSliderWork(event.data.work, { onProgress: (counter) => post({ type: "progress", counter }) });
    post(solution ? { type: "solved", solution } : { type: "failed", message: "no solution" });
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
};
