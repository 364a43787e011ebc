import { solveSliderWork, type SliderWork, type SliderWorkSolution } from "@openpawn/shared/captcha-slider";

export interface SliderWorkRequest {
  work: SliderWork;
}
export type SliderWorkMessage =
  | { type: "progress"; counter: number }
  | { type: "solved"; solution: SliderWorkSolution }
  | { type: "failed"; message: string };

export interface RunningWork {
  solution: Promise<SliderWorkSolution>;
  cancel(): void;
}

/**
 * Starts the slider captcha's proof of work (docs/decisions/0006-captcha.md) in a web worker, so the page
 * stays responsive while the person slides. Where there are no workers (unit tests under happy-dom) it runs on
 * this thread: every step awaits WebCrypto, so the page still gets its turns.
 */
export function startSliderWork(work: SliderWork, onProgress: (counter: number) => void): RunningWork {
  if (typeof Worker === "undefined") {
    const controller = new AbortController();
    const solution = solveSliderWork(work, { onProgress, signal: controller.signal }).then((found) => {
      if (!found) throw new Error("captcha work cancelled");
      return found;
    });
    solution.catch(() => undefined);
    return { solution, cancel: () => controller.abort() };
  }
  const worker = new Worker(new URL("./slider-work.worker.ts", import.meta.url), { type: "module" });
  const solution = new Promise<SliderWorkSolution>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<SliderWorkMessage>) => {
      const message = event.data;
      if (message.type === "progress") onProgress(message.counter);
      else if (message.type === "solved") resolve(message.solution);
      else reject(new Error(message.message));
      if (message.type !== "progress") worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || "captcha worker failed"));
      worker.terminate();
    };
  });
  solution.catch(() => undefined);
  worker.postMessage({ work } satisfies SliderWorkRequest);
  return { solution, cancel: () => worker.terminate() };
}
