import { loadScript } from "../social/load-script.ts";

/** The parts of reCAPTCHA v2's explicit-render API the checkbox uses. */
export interface Recaptcha {
  /** Defined by api.js before the rest of the library arrives; runs `callback` once `render` can be called. */
  ready?(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

/** What a solved GeeTest v3 widget holds (captchaObj.getValidate()). */
export interface GeetestValidate {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** The parts of a GeeTest v3 captcha object (the `initGeetest` callback's argument) the widget uses. */
export interface GeetestCaptcha {
  appendTo(target: HTMLElement): void;
  onReady(callback: () => void): unknown;
  onSuccess(callback: () => void): unknown;
  onError(callback: (error?: unknown) => void): unknown;
  getValidate(): GeetestValidate | false | undefined;
  destroy?(): void;
}

export interface GeetestConfig {
  gt: string;
  challenge: string;
  offline: boolean;
  new_captcha: boolean;
  product: "float" | "popup" | "bind";
  width?: string;
  lang?: string;
}

export type InitGeetest = (config: GeetestConfig, callback: (captcha: GeetestCaptcha) => void) => void;

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
    initGeetest?: InitGeetest;
  }
}

export const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js?render=explicit";
/** GeeTest's loader for the v3 widget (the protocol of the server's GeetestVerifier): defines `initGeetest`. */
export const GEETEST_SCRIPT = "https://static.geetest.com/static/tools/gt.js";
/** How long a loaded script may take to become usable before the widget says the service is unreachable. */
const READY_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in time`)), READY_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** reCAPTCHA v2 (explicit rendering), loaded once; rejects when the script cannot be loaded or does not start. */
export async function loadRecaptcha(): Promise<Recaptcha> {
  await loadScript(RECAPTCHA_SCRIPT);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error("reCAPTCHA did not start");
  if (grecaptcha.ready) {
    const ready = grecaptcha.ready.bind(grecaptcha);
    await withTimeout(new Promise<void>((resolve) => ready(resolve)), "reCAPTCHA");
  }
  return grecaptcha;
}

/** GeeTest v3's `initGeetest`, loaded once; rejects when the script cannot be loaded or does not define it. */
export async function loadGeetest(): Promise<InitGeetest> {
  await loadScript(GEETEST_SCRIPT);
  const initGeetest = window.initGeetest;
  if (!initGeetest) throw new Error("GeeTest did not start");
  return initGeetest;
}
