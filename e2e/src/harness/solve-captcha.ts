import { decode } from "fast-png";
import { encodeCheckAnswer, encodeSliderAnswer, solveSliderWork, type SliderChallenge, type SliderCheck } from "@openpawn/shared/captcha-slider";

/**
 * Solves the self-hosted slider captcha through its public protocol, as any client must
 * (docs/decisions/0006-captcha.md): fetch a challenge, find where its piece fits in its PNG by looking at the pixels,
 * do the proof of work, answer "<x>:<ms>:<work>". It uses no server secret. Pass the answer as `challenge`
 * plus `recaptchaResponse` (login) or `recaptcha_response` (sign-up, forgot password).
 */
export interface SolvedCaptcha {
  challenge: string;
  /** "<x>:<drag duration ms>:<base64url work payload>" */
  response: string;
}

/** The piece's opaque pixels and where its row is, read from the piece's PNG (a strip as tall as the picture). */
function readPiece(piecePng: Uint8Array) {
  const piece = decode(piecePng);
  if (piece.channels !== 4) throw new Error("the captcha piece has no transparency");
  const opaque: { x: number; y: number; rgb: [number, number, number] }[] = [];
  let top = Infinity;
  for (let y = 0; y < piece.height; y++) {
    for (let x = 0; x < piece.width; x++) {
      const i = (y * piece.width + x) * 4;
      const alpha = piece.data[i + 3] ?? 0;
      if (alpha > 0) top = Math.min(top, y);
      if (alpha === 255) opaque.push({ x, y, rgb: [piece.data[i] ?? 0, piece.data[i + 1] ?? 0, piece.data[i + 2] ?? 0] });
    }
  }
  if (opaque.length === 0) throw new Error("the captcha piece is empty");
  return { width: piece.width, y: top, opaque };
}

/**
 * Where the piece fits in the puzzle picture, found as a person's eye finds it: the piece (cut from the picture)
 * is slid along its row, and the spot where the picture under it looks most like it — darker, but the same
 * shapes and grain — wins (the highest normalized cross-correlation over the piece's opaque pixels). The gaps
 * that the piece does not fit (decoys) are just as dark but show other content. Uses no server secret.
 */
export function findGap(picturePng: Uint8Array, piecePng: Uint8Array): { x: number; y: number } {
  const picture = decode(picturePng);
  const { width, channels, data } = picture;
  const piece = readPiece(piecePng);
  const n = piece.opaque.length * 3;
  let pieceMean = 0;
  for (const pixel of piece.opaque) pieceMean += pixel.rgb[0] + pixel.rgb[1] + pixel.rgb[2];
  pieceMean /= n;
  let pieceNorm = 0;
  for (const pixel of piece.opaque) for (const value of pixel.rgb) pieceNorm += (value - pieceMean) ** 2;

  let best = { x: 0, score: -Infinity };
  for (let x = 0; x + piece.width <= width; x++) {
    let sum = 0;
    for (const pixel of piece.opaque) {
      const i = (pixel.y * width + x + pixel.x) * channels;
      sum += (data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0);
    }
    const mean = sum / n;
    let cross = 0;
    let norm = 0;
    for (const pixel of piece.opaque) {
      const i = (pixel.y * width + x + pixel.x) * channels;
      for (let c = 0; c < 3; c++) {
        const value = (data[i + c] ?? 0) - mean;
        cross += value * ((pixel.rgb[c] ?? 0) - pieceMean);
        norm += value * value;
      }
    }
    const score = cross / Math.sqrt(norm * pieceNorm || 1);
    if (score > best.score) best = { x, score };
  }
  return { x: best.x, y: piece.y };
}

/**
 * `baseUrl` is the origin serving /api (e.g. the stack's URL). `purpose: "login"` asks for the login check, the work
 * alone until this address fails at signing in (decision 0043); the puzzle is solved when the server sends one.
 */
export async function solveCaptcha(
  baseUrl: string,
  options: { dragMs?: number; offsetPx?: number; purpose?: "login" } = {},
): Promise<SolvedCaptcha> {
  const issued = await fetch(`${baseUrl}/api/user/users/capcha${options.purpose ? `?purpose=${options.purpose}` : ""}`);
  if (!issued.ok) throw new Error(`GET users/capcha answered ${issued.status}`);
  const { data } = (await issued.json()) as { data: SliderChallenge | SliderCheck };
  const solution = await solveSliderWork(data.work);
  if (!solution) throw new Error("the captcha's work found no answer");
  if (!data.puzzle) return { challenge: data.challenge, response: encodeCheckAnswer({ work: data.work, solution }) };
  const [picture, piece] = await Promise.all([data.image, data.piece].map((url) => fetch(new URL(url, baseUrl))));
  if (!picture?.ok || !piece?.ok) throw new Error(`the captcha pictures answered ${picture?.status} and ${piece?.status}`);
  const { x } = findGap(new Uint8Array(await picture.arrayBuffer()), new Uint8Array(await piece.arrayBuffer()));
  const response = encodeSliderAnswer({ x: x + (options.offsetPx ?? 0), durationMs: options.dragMs ?? 900, work: data.work, solution });
  return { challenge: data.challenge, response };
}
