/**
 * The self-hosted slider captcha's client side, shared by the web worker, the e2e harness and the API tests
 * (docs/decisions/0006-captcha.md). No zod and no Node API here: it runs in browsers and web workers.
 *
 * The work is an ALTCHA v2 challenge (PBKDF2/SHA-256, deterministic mode): the server picked a secret counter,
 * derived a key from it and published the key's first bytes (`keyPrefix`); the client derives keys for
 * counter 0, 1, 2, … until one starts with that prefix. Counting up to the secret is the only way to the answer.
 */

/** ALTCHA v2 challenge parameters, as the server signed them. */
export interface SliderWorkParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength: number;
  keyPrefix: string;
  keySignature?: string;
  expiresAt?: number;
  data?: Record<string, string | number | boolean | null>;
}

/** ALTCHA v2 challenge: parameters plus the server's HMAC signature of them. */
export interface SliderWork {
  parameters: SliderWorkParameters;
  signature?: string;
}

export interface SliderWorkSolution {
  counter: number;
  /** Lower-case hex of the derived key. */
  derivedKey: string;
}

/** What every self-hosted challenge carries: spec §3's gt, challenge, new_captcha, and the work its answer needs. */
interface SliderIssue {
  gt: string;
  challenge: string;
  new_captcha: boolean;
  expires_in: number;
  /** The proof of work the answer must carry. */
  work: SliderWork;
  /** The largest counter the server may have picked: a bound for a progress bar, not the answer. */
  work_max: number;
}

/** A login check without a puzzle (decision 0043): the page does the work unseen and answers `encodeCheckAnswer`. */
export interface SliderCheck extends SliderIssue {
  puzzle: false;
}

/** GET users/capcha of the self-hosted slider with its puzzle (sign-up, forgot password, a login after failures). */
export interface SliderChallenge extends SliderIssue {
  puzzle: true;
  /** A PNG of the picture with the gap and decoy gaps; the gap's position is in no field. */
  image: string;
  /**
   * A PNG of the piece cut from the picture at the gap: `piece_size` wide and `height` tall, transparent but for
   * the piece at the gap's height. It is shown over the picture at the slider's x; only it tells the true gap.
   */
  piece: string;
  width: number;
  height: number;
  piece_size: number;
  /** Always null: the piece's height is only in the piece's picture (issue 23). The field stays for older clients. */
  piece_y: null;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

function fromHex(value: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(value.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(value.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The key ALTCHA derives for one counter: PBKDF2(password = nonce ‖ uint32be(counter), salt, cost iterations). */
export async function deriveWorkKey(parameters: SliderWorkParameters, counter: number): Promise<Uint8Array> {
  const nonce = fromHex(parameters.nonce);
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce);
  new DataView(password.buffer).setUint32(nonce.length, counter, false);
  const key = await crypto.subtle.importKey("raw", password, { name: "PBKDF2" }, false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", salt: fromHex(parameters.salt), iterations: parameters.cost, hash: parameters.algorithm.replace(/^PBKDF2\//, "") },
    key,
    parameters.keyLength * 8,
  );
  return new Uint8Array(bits);
}

/**
 * Does the work: counts up from 0 until the derived key starts with `keyPrefix`. `onProgress(counter)` is
 * called every few counters; an aborted signal stops it (null). Each counter costs `cost` PBKDF2 iterations.
 */
export async function solveSliderWork(
  work: SliderWork,
  options: { onProgress?: (counter: number) => void; signal?: AbortSignal; maxCounter?: number } = {},
): Promise<SliderWorkSolution | null> {
  const { parameters } = work;
  if (!/^PBKDF2\/SHA-(256|384|512)$/.test(parameters.algorithm) || !/^(?:[0-9a-f]{2})+$/.test(parameters.keyPrefix)) {
    throw new Error(`unsupported captcha work: ${parameters.algorithm}`);
  }
  const limit = options.maxCounter ?? 0xffffffff;
  for (let counter = 0; counter <= limit; counter++) {
    if (options.signal?.aborted) return null;
    const key = hex(await deriveWorkKey(parameters, counter));
    if (key.startsWith(parameters.keyPrefix)) return { counter, derivedKey: key };
    if (counter % 8 === 0) options.onProgress?.(counter);
  }
  return null;
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/**
 * `recaptchaResponse` / `recaptcha_response` of the slider: "<x>:<drag ms>:<work>", where <work> is the
 * base64url JSON `{ challenge, solution }` (the payload an ALTCHA widget sends), e.g. "187:912:eyJjaGFs…".
 */
export function encodeSliderAnswer(answer: { x: number; durationMs: number; work: SliderWork; solution: SliderWorkSolution }): string {
  const payload = JSON.stringify({ challenge: answer.work, solution: answer.solution });
  return `${Math.round(answer.x)}:${Math.max(0, Math.round(answer.durationMs))}:${toBase64Url(payload)}`;
}

/** The answer to a login check (no puzzle): the work alone, in the slider's format; its position and time are not read. */
export function encodeCheckAnswer(answer: { work: SliderWork; solution: SliderWorkSolution }): string {
  return encodeSliderAnswer({ ...answer, x: 0, durationMs: 0 });
}
