import { createHmac, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { SliderChallenge, SliderWork } from "@openpawn/shared/captcha-slider";
import type { Database } from "../../db/client.ts";
import { captchaChallenges } from "../../db/schema.ts";
import type { CaptchaAnswer, CaptchaChallenge, CaptchaVerifier } from "./captcha-verifier.ts";
import { renderSliderPicture } from "./slider-picture.ts";

/** Geometry, rules and work of the slider puzzle (docs/decisions/0006-captcha.md). */
export const SLIDER = {
  width: 320,
  height: 160,
  pieceSize: 44,
  /** An answer within this many px of the gap passes. */
  tolerancePx: 4,
  /** A drag shorter than this is not a person's. */
  minDurationMs: 250,
  ttlMs: 120_000,
  /**
   * The proof of work of each challenge (ALTCHA v2, deterministic): the client derives PBKDF2-SHA-256 keys of
   * `cost` iterations for counters 0, 1, … up to a secret counter drawn in [counterMin, counterMax].
   * Chromium's WebCrypto derives ~5 million iterations a second on one desktop core (Node's OpenSSL ~3 million):
   * 301 counters × 5,000 on average ≈ 0.3 s in a desktop browser, about a second on a phone (`npm run bench:captcha`).
   */
  work: { algorithm: "PBKDF2/SHA-256", cost: 5000, counterMin: 170, counterMax: 430 },
} as const;

export type SliderWorkSettings = { algorithm: "PBKDF2/SHA-256"; cost: number; counterMin: number; counterMax: number };

/** Why an answer was refused (for tests and logs; the client only ever hears 'Invalid captcha'). */
export type SliderVerdict = "ok" | "unknown-used-or-expired" | "malformed" | "wrong-challenge" | "wrong-position" | "too-fast" | "no-work";

const workSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ data: z.looseObject({ captcha: z.string() }) }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: z.string().max(1024) }),
});

/** `recaptchaResponse` / `recaptcha_response` of the slider: "<x>:<drag ms>:<base64url JSON { challenge, solution }>". */
export function parseSliderAnswer(response: string) {
  const match = /^\s*(\d{1,4}(?:\.\d+)?)\s*:\s*(\d{1,7})\s*:\s*([A-Za-z0-9_-]{1,7000})\s*$/.exec(response);
  if (!match?.[3]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(match[3], "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const work = workSchema.safeParse(payload);
  if (!work.success) return null;
  return { x: Number(match[1]), durationMs: Number(match[2]), work: work.data };
}

/** Two HMAC keys for the work (challenge signature, derived-key signature) and one for pictures, from one secret. */
function subKey(secret: Uint8Array | string, purpose: string): string {
  return createHmac("sha256", secret).update(`openpawn captcha: ${purpose}`).digest("hex");
}

export interface SliderCaptchaOptions {
  /**
   * The server secret the work is signed with and pictures are seeded from (the API's JWT signing key, which
   * every replica shares): a challenge issued by one replica is verified by any other.
   */
  secret: Uint8Array | string;
  clock?: () => Date;
  work?: SliderWorkSettings;
}

/**
 * The self-hosted slider captcha: the server draws a PNG with a gap at a secret x and signs a proof-of-work
 * challenge bound to the captcha's id. The person slides a piece onto the gap while a web worker does the
 * work; the answer carries the x, the drag time and the work. Each challenge expires after two minutes and
 * takes one answer, right or wrong (the row in captcha_challenges is spent atomically, so two API replicas on
 * one database never both accept it).
 */
export class SliderCaptcha implements CaptchaVerifier {
  readonly provider = "self-hosted" as const;
  private readonly signatureKey: string;
  private readonly derivedKeyKey: string;
  private readonly pictureKey: string;
  private readonly clock: () => Date;
  readonly work: SliderWorkSettings;

  constructor(
    private readonly db: Database,
    options: SliderCaptchaOptions,
  ) {
    this.signatureKey = subKey(options.secret, "work signature");
    this.derivedKeyKey = subKey(options.secret, "work key signature");
    this.pictureKey = subKey(options.secret, "picture");
    this.clock = options.clock ?? (() => new Date());
    this.work = options.work ?? { ...SLIDER.work };
  }

  async issue(): Promise<SliderChallenge & CaptchaChallenge> {
    const now = this.clock();
    const id = randomBytes(18).toString("base64url");
    const gapX = randomInt(90, SLIDER.width - SLIDER.pieceSize - 8);
    const gapY = randomInt(10, SLIDER.height - SLIDER.pieceSize - 10);
    const work = (await createChallenge({
      algorithm: this.work.algorithm,
      cost: this.work.cost,
      counter: randomInt(this.work.counterMin, this.work.counterMax + 1),
      deriveKey,
      data: { captcha: id },
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.derivedKeyKey,
    })) as SliderWork;
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
      work,
      work_max: this.work.counterMax,
    };
  }

  /** The PNG of a live challenge, or null. The same picture every time it is asked for. */
  async image(challengeId: string): Promise<Uint8Array | null> {
    const [row] = await this.db
      .select()
      .from(captchaChallenges)
      .where(and(eq(captchaChallenges.id, challengeId), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, this.clock())));
    if (!row) return null;
    const seed = createHmac("sha256", this.pictureKey).update(row.id).digest();
    return renderSliderPicture({ width: SLIDER.width, height: SLIDER.height, pieceSize: SLIDER.pieceSize, gapX: row.gapX, gapY: row.gapY }, seed);
  }

  async verify(answer: CaptchaAnswer): Promise<boolean> {
    return (await this.check(answer)) === "ok";
  }

  /** Spends the challenge (whatever the answer) and says whether the answer holds, or why not. Never throws for bad input. */
  async check(answer: CaptchaAnswer): Promise<SliderVerdict> {
    if (typeof answer.challenge !== "string" || !answer.challenge || answer.challenge.length > 64) return "unknown-used-or-expired";
    const now = this.clock();
    const [spent] = await this.db
      .update(captchaChallenges)
      .set({ usedAt: now })
      .where(and(eq(captchaChallenges.id, answer.challenge), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)))
      .returning({ gapX: captchaChallenges.gapX });
    if (!spent) return "unknown-used-or-expired";
    const parsed = typeof answer.response === "string" ? parseSliderAnswer(answer.response) : null;
    if (!parsed) return "malformed";
    if (parsed.work.challenge.parameters.data.captcha !== answer.challenge) return "wrong-challenge";
    if (Math.abs(parsed.x - spent.gapX) > SLIDER.tolerancePx) return "wrong-position";
    if (parsed.durationMs < SLIDER.minDurationMs || parsed.durationMs > SLIDER.ttlMs) return "too-fast";
    return (await this.workIsDone(parsed.work)) ? "ok" : "no-work";
  }

  /** ALTCHA's check: our signature over the parameters, and our signature over the key only the work finds. */
  private async workIsDone(work: NonNullable<ReturnType<typeof parseSliderAnswer>>["work"]): Promise<boolean> {
    try {
      const result = await verifySolution({
        challenge: work.challenge as unknown as SliderWork,
        solution: work.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureKey,
        hmacKeySignatureSecret: this.derivedKeyKey,
      });
      return result.verified;
    } catch {
      return false;
    }
  }
}
