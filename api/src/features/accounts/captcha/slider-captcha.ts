import { createHmac, randomBytes, randomInt } from "node:crypto";
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { SliderChallenge, SliderCheck, SliderWork } from "@openpawn/shared/captcha-slider";
import { ACCOUNTS_ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import type { Database } from "../../../db/client.ts";
import { captchaChallenges, captchaFailures } from "../../../db/schema.ts";
import type { CaptchaAnswer, CaptchaChallenge, CaptchaUse, CaptchaVerifier } from "./captcha-verifier.ts";
import { layoutPuzzle, renderSliderPuzzle } from "./slider-picture.ts";

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
  /**
   * The work grows for an address that answers wrong: each failed answer adds 1 to the address's score, which
   * halves every `halfLifeMs`; its next challenges count `factorPerFailure ^ score` times as far (at most
   * `maxFactor`: about 5 s in a desktop browser). A person who misses once waits 0.6 s instead of 0.3.
   */
  growth: { factorPerFailure: 2, maxFactor: 16, halfLifeMs: 15 * 60_000 },
  /**
   * A login check is the work alone, with no puzzle (decision 0043), until the address's failure score reaches this:
   * about three failed answers or sign-ins within a few minutes (the score halves every 15 minutes).
   */
  loginPuzzleFromScore: 2.5,
  /** Live challenges one address may hold: a further one drops its oldest (CAPTCHA_LIVE_PER_IP). */
  livePerIp: 10,
} as const;

export type SliderWorkSettings = { algorithm: "PBKDF2/SHA-256"; cost: number; counterMin: number; counterMax: number };

/** Why an answer was refused (for tests and logs; the client only ever hears 'Invalid captcha'). */
export type SliderVerdict =
  | "ok"
  | "unknown-used-or-expired"
  | "malformed"
  | "wrong-challenge"
  | "wrong-position"
  | "too-fast"
  | "no-work"
  /** A login check (work alone) answered by another form, which needs the puzzle. */
  | "puzzle-skipped"
  /** A login check answered after its address failed enough since it was issued: the next one has the puzzle. */
  | "puzzle-required";

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

/** Two HMAC keys for the work (challenge signature, derived-key signature), from one secret. */
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
  /** Live challenges per client address (SLIDER.livePerIp). */
  livePerIp?: number;
  /** Draws a challenge's two PNGs (renderSliderPuzzle): called once per challenge, when it is made. */
  draw?: typeof renderSliderPuzzle;
}

/** How many times the base work a failure score asks: `factorPerFailure ^ score`, at most `maxFactor`. */
const growthOf = (score: number) => Math.min(SLIDER.growth.maxFactor, SLIDER.growth.factorPerFailure ** score);

/** The verdicts of a challenge that was live and answered wrong: they count against the address that got it. */
const FAILED: ReadonlySet<SliderVerdict> = new Set(["malformed", "wrong-challenge", "wrong-position", "too-fast", "no-work", "puzzle-skipped"]);

/**
 * The self-hosted slider captcha: the server draws a PNG with a gap at a secret x and decoy gaps, cuts the piece
 * from the picture at the gap, and signs a proof-of-work challenge bound to the captcha's id. The person slides
 * the piece onto the gap it fits while a web worker does the work; the answer carries the x, the drag time and
 * the work. Each challenge expires after two minutes and takes one answer, right or wrong (the row in
 * captcha_challenges is spent atomically, so two API replicas on one database never both accept it). Both PNGs
 * are drawn once, when the challenge is made, and kept with it; an address holds at most `livePerIp` live
 * challenges, and its work grows with its failed answers. It is friction, not a wall (decision 0037).
 */
export class SliderCaptcha implements CaptchaVerifier {
  readonly provider = "self-hosted" as const;
  private readonly signatureKey: string;
  private readonly derivedKeyKey: string;
  private readonly clock: () => Date;
  private readonly draw: typeof renderSliderPuzzle;
  readonly work: SliderWorkSettings;
  readonly livePerIp: number;

  constructor(
    private readonly db: Database,
    options: SliderCaptchaOptions,
  ) {
    this.signatureKey = subKey(options.secret, "work signature");
    this.derivedKeyKey = subKey(options.secret, "work key signature");
    this.clock = options.clock ?? (() => new Date());
    this.work = options.work ?? { ...SLIDER.work };
    this.livePerIp = options.livePerIp ?? SLIDER.livePerIp;
    this.draw = options.draw ?? renderSliderPuzzle;
  }

  /**
   * A new challenge for the client at `remoteIp` (none: no per-address cap, no growing work). For a login from an
   * address that has not failed lately it is the work alone, which the page does unseen (decision 0043); otherwise,
   * and for every other use, the puzzle with its work.
   */
  async issue(remoteIp?: string, use?: CaptchaUse): Promise<(SliderChallenge | SliderCheck) & CaptchaChallenge> {
    const now = this.clock();
    const clientIp = remoteIp || null;
    const id = randomBytes(18).toString("base64url");
    const score = clientIp ? await this.failureScore(clientIp, now) : 0;
    const factor = growthOf(score);
    const counterMin = Math.round(this.work.counterMin * factor);
    const counterMax = Math.round(this.work.counterMax * factor);
    const work = (await createChallenge({
      algorithm: this.work.algorithm,
      cost: this.work.cost,
      counter: randomInt(counterMin, counterMax + 1),
      deriveKey,
      data: { captcha: id },
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.derivedKeyKey,
    })) as SliderWork;
    const puzzle = use !== "login" || score >= SLIDER.loginPuzzleFromScore;
    const drawn = puzzle ? this.drawPuzzle() : null;
    await this.db.insert(captchaChallenges).values({
      id,
      gapX: drawn?.gap.x ?? null,
      gapY: drawn?.gap.y ?? null,
      expiresAt: new Date(now.getTime() + SLIDER.ttlMs),
      clientIp,
      picture: drawn?.picture ?? null,
      piece: drawn?.piece ?? null,
    });
    if (clientIp) await this.keepNewest(clientIp, now);
    // Old challenges and forgotten failures are of no use to anyone: drop them now and then.
    if (randomInt(50) === 0) {
      await this.db.delete(captchaChallenges).where(or(lt(captchaChallenges.expiresAt, now), isNotNull(captchaChallenges.usedAt)));
      await this.db.delete(captchaFailures).where(lt(captchaFailures.updatedAt, new Date(now.getTime() - 24 * 3600_000)));
    }
    const common = { gt: "openpawn-slider", challenge: id, new_captcha: true, expires_in: SLIDER.ttlMs / 1000, work, work_max: counterMax };
    if (!drawn) return { ...common, puzzle: false };
    const url = `/api${ACCOUNTS_ENDPOINTS.captchaImage.path}?challenge=${id}`;
    return {
      ...common,
      puzzle: true,
      image: url,
      piece: `${url}&part=piece`,
      width: SLIDER.width,
      height: SLIDER.height,
      piece_size: SLIDER.pieceSize,
      piece_y: null,
    };
  }

  /** A puzzle's gap and its two PNGs, drawn once. */
  private drawPuzzle() {
    const geometry = { width: SLIDER.width, height: SLIDER.height, pieceSize: SLIDER.pieceSize };
    const layout = layoutPuzzle(geometry, (max) => randomInt(max));
    return { gap: layout.gap, ...this.draw({ ...geometry, ...layout }, randomBytes(16)) };
  }

  /** Drops the address's spent and expired challenges, and its live ones but the newest `livePerIp`. */
  private async keepNewest(clientIp: string, now: Date): Promise<void> {
    const live = and(eq(captchaChallenges.clientIp, clientIp), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now));
    const beyondCap = this.db
      .select({ seq: captchaChallenges.seq })
      .from(captchaChallenges)
      .where(live)
      .orderBy(desc(captchaChallenges.seq))
      .offset(this.livePerIp);
    await this.db
      .delete(captchaChallenges)
      .where(
        and(
          eq(captchaChallenges.clientIp, clientIp),
          or(isNotNull(captchaChallenges.usedAt), lte(captchaChallenges.expiresAt, now), inArray(captchaChallenges.seq, beyondCap)),
        ),
      );
  }

  /** How many times the base work an address's next challenge asks: `factorPerFailure ^ score`, at most `maxFactor`. */
  async workFactor(clientIp: string, now = this.clock()): Promise<number> {
    return growthOf(await this.failureScore(clientIp, now));
  }

  /** An address's failed answers and sign-ins, each halving every `halfLifeMs`. */
  private async failureScore(clientIp: string, now: Date): Promise<number> {
    const [row] = await this.db.select().from(captchaFailures).where(eq(captchaFailures.ip, clientIp));
    if (!row) return 0;
    const elapsed = Math.max(0, now.getTime() - row.updatedAt.getTime());
    return row.score * 0.5 ** (elapsed / SLIDER.growth.halfLifeMs);
  }

  /** A wrong password after a good captcha counts like a wrong answer: the work grows, and the login puzzle comes. */
  async noteFailedSignIn(remoteIp: string): Promise<void> {
    await this.recordFailure(remoteIp, this.clock());
  }

  /** One more failed answer from an address: its score, decayed to now, plus 1 (in one statement, for concurrent answers). */
  private async recordFailure(clientIp: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db
      .insert(captchaFailures)
      .values({ ip: clientIp, score: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: captchaFailures.ip,
        set: {
          score: sql`least(${captchaFailures.score} * power(0.5::float8, greatest(0::float8, extract(epoch from (${at}::timestamptz - ${captchaFailures.updatedAt}))::float8 * 1000 / ${SLIDER.growth.halfLifeMs}::float8)) + 1, 64)`,
          updatedAt: now,
        },
      });
  }

  /** A PNG of a live challenge — the picture, or the piece — or null. The bytes drawn when it was made, every time. */
  async image(challengeId: string, part: "picture" | "piece" = "picture"): Promise<Uint8Array | null> {
    const column = part === "piece" ? captchaChallenges.piece : captchaChallenges.picture;
    const [row] = await this.db
      .select({ png: column })
      .from(captchaChallenges)
      .where(and(eq(captchaChallenges.id, challengeId), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, this.clock())));
    return row?.png ?? null;
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
      .set({ usedAt: now, picture: null, piece: null })
      .where(and(eq(captchaChallenges.id, answer.challenge), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)))
      .returning({ gapX: captchaChallenges.gapX, clientIp: captchaChallenges.clientIp });
    if (!spent) return "unknown-used-or-expired";
    const clientIp = spent.clientIp ?? answer.remoteIp;
    const verdict = spent.gapX === null ? await this.judgeCheck(answer, clientIp, now) : await this.judge(answer, spent.gapX);
    // Charged to the address that got the challenge: that is where its next one is asked for.
    if (FAILED.has(verdict) && clientIp) await this.recordFailure(clientIp, now);
    return verdict;
  }

  /**
   * A login check (the work alone): only a login may answer it, and only while its address has not failed enough
   * since it was issued (a script that fetched checks in advance meets the puzzle too). No position or time is read.
   */
  private async judgeCheck(answer: CaptchaAnswer, clientIp: string | undefined | null, now: Date): Promise<SliderVerdict> {
    if (answer.use !== "login") return "puzzle-skipped";
    if (clientIp && (await this.failureScore(clientIp, now)) >= SLIDER.loginPuzzleFromScore) return "puzzle-required";
    const parsed = typeof answer.response === "string" ? parseSliderAnswer(answer.response) : null;
    if (!parsed) return "malformed";
    if (parsed.work.challenge.parameters.data.captcha !== answer.challenge) return "wrong-challenge";
    return (await this.workIsDone(parsed.work)) ? "ok" : "no-work";
  }

  private async judge(answer: CaptchaAnswer, gapX: number): Promise<SliderVerdict> {
    const parsed = typeof answer.response === "string" ? parseSliderAnswer(answer.response) : null;
    if (!parsed) return "malformed";
    if (parsed.work.challenge.parameters.data.captcha !== answer.challenge) return "wrong-challenge";
    if (Math.abs(parsed.x - gapX) > SLIDER.tolerancePx) return "wrong-position";
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
