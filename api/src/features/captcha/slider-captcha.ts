import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { captchaChallenges } from "../../db/schema.ts";
import type { CaptchaAnswer, CaptchaChallenge, CaptchaVerifier } from "./captcha-verifier.ts";

/** Geometry and rules of the slider puzzle (docs/decisions/0006-captcha.md). */
export const SLIDER = {
  width: 320,
  height: 160,
  pieceSize: 44,
  /** An answer within this many px of the gap passes. */
  tolerancePx: 4,
  /** A drag shorter than this is not a person's. */
  minDurationMs: 250,
  ttlMs: 120_000,
} as const;

/** `recaptchaResponse` / `recaptcha_response` of the slider: "<x>:<drag duration in ms>", e.g. "187:912". */
export function parseSliderAnswer(response: string): { x: number; durationMs: number } | null {
  const match = /^\s*(\d{1,4}(?:\.\d+)?)\s*:\s*(\d{1,7})\s*$/.exec(response);
  if (!match) return null;
  return { x: Number(match[1]), durationMs: Number(match[2]) };
}

/** Deterministic pseudo-random numbers from the challenge id, so the picture of a challenge never changes. */
function seeded(seed: string) {
  let state = createHash("sha256").update(seed).digest();
  let offset = 0;
  return (max: number) => {
    if (offset + 4 > state.length) {
      state = createHash("sha256").update(state).digest();
      offset = 0;
    }
    const value = state.readUInt32BE(offset) % max;
    offset += 4;
    return value;
  };
}

/** The puzzle picture: a random landscape of shapes with a dark gap (the element with id "gap"). */
export function sliderSvg(challengeId: string, gapX: number, gapY: number): string {
  const random = seeded(challengeId);
  const { width, height, pieceSize } = SLIDER;
  const hue = random(360);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const color = `hsl(${(hue + random(120)) % 360},${40 + random(40)}%,${35 + random(40)}%)`;
    if (i % 2 === 0) {
      shapes.push(`<circle cx="${random(width)}" cy="${random(height)}" r="${8 + random(40)}" fill="${color}" fill-opacity="0.75"/>`);
    } else {
      shapes.push(
        `<rect x="${random(width)}" y="${random(height)}" width="${10 + random(70)}" height="${10 + random(50)}" rx="${random(12)}" fill="${color}" fill-opacity="0.7" transform="rotate(${random(90)} ${random(width)} ${random(height)})"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,40%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${shapes.join("\n")}
<rect id="gap" x="${gapX}" y="${gapY}" width="${pieceSize}" height="${pieceSize}" rx="8" fill="#000000" fill-opacity="0.5" stroke="#ffffff" stroke-width="2"/>
</svg>`;
}

/**
 * The self-hosted slider captcha: the server draws a picture with a gap at a secret x, the person slides a
 * piece onto it and answers the x it reached and how long the drag took. Each challenge expires after two
 * minutes and accepts one answer, right or wrong.
 */
export class SliderCaptcha implements CaptchaVerifier {
  readonly provider = "self-hosted" as const;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async issue(): Promise<CaptchaChallenge> {
    const now = this.clock();
    const id = randomBytes(18).toString("base64url");
    const gapX = randomInt(90, SLIDER.width - SLIDER.pieceSize - 8);
    const gapY = randomInt(10, SLIDER.height - SLIDER.pieceSize - 10);
    await this.db.insert(captchaChallenges).values({ id, gapX, gapY, expiresAt: new Date(now.getTime() + SLIDER.ttlMs) });
    // Old challenges are of no use to anyone: drop them now and then.
    if (randomInt(50) === 0) await this.db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date(now.getTime() - 3600_000)));
    return {
      gt: "openpawn-slider",
      challenge: id,
      new_captcha: true,
      image: `/api/user/users/capcha/image?challenge=${id}`,
      width: SLIDER.width,
      height: SLIDER.height,
      piece_size: SLIDER.pieceSize,
      piece_y: gapY,
      expires_in: SLIDER.ttlMs / 1000,
    };
  }

  /** The SVG of a live challenge, or null. */
  async image(challengeId: string): Promise<string | null> {
    const [row] = await this.db
      .select()
      .from(captchaChallenges)
      .where(and(eq(captchaChallenges.id, challengeId), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, this.clock())));
    return row ? sliderSvg(row.id, row.gapX, row.gapY) : null;
  }

  async verify(answer: CaptchaAnswer): Promise<boolean> {
    if (!answer.challenge || answer.challenge.length > 64) return false;
    const now = this.clock();
    const [spent] = await this.db
      .update(captchaChallenges)
      .set({ usedAt: now })
      .where(and(eq(captchaChallenges.id, answer.challenge), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)))
      .returning({ gapX: captchaChallenges.gapX, createdAt: captchaChallenges.createdAt });
    if (!spent) return false;
    const parsed = parseSliderAnswer(answer.response);
    if (!parsed) return false;
    return (
      Math.abs(parsed.x - spent.gapX) <= SLIDER.tolerancePx &&
      parsed.durationMs >= SLIDER.minDurationMs &&
      parsed.durationMs <= SLIDER.ttlMs
    );
  }
}
