import { decode } from "fast-png";
import { encodeSliderAnswer, solveSliderWork, type SliderChallenge } from "@openpawn/shared/captcha-slider";

/**
 * Solves the self-hosted slider captcha through its public protocol, as any client must
 * (docs/decisions/0006-captcha.md): fetch a challenge, find the gap in its PNG by looking at the pixels,
 * do the proof of work, answer "<x>:<ms>:<work>". It uses no server secret. Pass the answer as `challenge`
 * plus `recaptchaResponse` (login) or `recaptcha_response` (sign-up, forgot password).
 */
export interface SolvedCaptcha {
  challenge: string;
  /** "<x>:<drag duration ms>:<base64url work payload>" */
  response: string;
}

/**
 * Where the gap is in the puzzle picture, found the way a bot would: the gap is a darkened square with a light
 * outline, so its left, right, top and bottom edges are each a line of pixels much brighter than the pixels
 * 3 px inside. The best-scoring square wins. `pieceY` (from the challenge) narrows the search to one row.
 */
export function findGap(png: Uint8Array, pieceSize = 44, pieceY?: number): { x: number; y: number } {
  const image = decode(png);
  const { width, height, channels } = image;
  const data = image.data;
  const light = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) {
    light[i] = 0.299 * (data[i * channels] ?? 0) + 0.587 * (data[i * channels + 1] ?? 0) + 0.114 * (data[i * channels + 2] ?? 0);
  }
  const at = (x: number, y: number) => light[y * width + x] ?? 0;
  const last = pieceSize - 1;
  let best = { x: 0, y: 0, score: -Infinity };
  const rows = pieceY === undefined ? [...Array(height - pieceSize + 1).keys()] : [pieceY];
  for (const y of rows) {
    for (let x = 0; x + pieceSize <= width; x++) {
      let score = 0;
      for (let k = 8; k < pieceSize - 8; k++) {
        score += at(x, y + k) - at(x + 3, y + k); // left edge
        score += at(x + last, y + k) - at(x + last - 3, y + k); // right edge
        score += at(x + k, y) - at(x + k, y + 3); // top edge
        score += at(x + k, y + last) - at(x + k, y + last - 3); // bottom edge
      }
      if (score > best.score) best = { x, y, score };
    }
  }
  return { x: best.x, y: best.y };
}

/** `baseUrl` is the origin serving /api (e.g. the stack's URL). */
export async function solveCaptcha(baseUrl: string, options: { dragMs?: number; offsetPx?: number } = {}): Promise<SolvedCaptcha> {
  const issued = await fetch(`${baseUrl}/api/user/users/capcha`);
  if (!issued.ok) throw new Error(`GET users/capcha answered ${issued.status}`);
  const { data } = (await issued.json()) as { data: SliderChallenge };
  const image = await fetch(new URL(data.image, baseUrl));
  if (!image.ok) throw new Error(`the captcha picture answered ${image.status}`);
  const { x } = findGap(new Uint8Array(await image.arrayBuffer()), data.piece_size, data.piece_y);
  const solution = await solveSliderWork(data.work);
  if (!solution) throw new Error("the captcha's work found no answer");
  const response = encodeSliderAnswer({ x: x + (options.offsetPx ?? 0), durationMs: options.dragMs ?? 900, work: data.work, solution });
  return { challenge: data.challenge, response };
}
