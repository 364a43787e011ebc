import { randomBytes, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "fast-png";
import { encodeSliderAnswer, solveSliderWork, type SliderChallenge } from "@openpawn/shared/captcha-slider";
import type { DatabaseHandle } from "../../db/client.ts";
import { openTestDatabase } from "../../test/test-db-handle.ts";
import { findGap } from "../../../../e2e/src/harness/solve-captcha.ts";
import { parseSliderAnswer, SLIDER, SliderCaptcha } from "./slider-captcha.ts";
import { renderSliderPicture } from "./slider-picture.ts";

/** The chunk types of a PNG, in order. */
function pngChunks(png: Uint8Array): string[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const types: string[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = view.getUint32(offset);
    types.push(Buffer.from(png.subarray(offset + 4, offset + 8)).toString("latin1"));
    offset += 12 + length;
  }
  return types;
}

describe("SliderCaptcha", () => {
  let database: DatabaseHandle;
  let now = new Date("2026-03-01T00:00:00Z");
  const secret = randomBytes(32);
  let captcha: SliderCaptcha;

  beforeAll(async () => {
    database = await openTestDatabase();
    captcha = new SliderCaptcha(database.db, { secret, clock: () => now });
  }, 120_000);
  afterAll(() => database.close());

  /** A challenge solved as a client does it: the gap found in the pixels, the work done. */
  async function solved(options: { offsetPx?: number; durationMs?: number; verifier?: SliderCaptcha } = {}) {
    const issued = (await (options.verifier ?? captcha).issue()) as SliderChallenge;
    const png = (await (options.verifier ?? captcha).image(issued.challenge))!;
    const { x } = findGap(png, issued.piece_size, issued.piece_y);
    const solution = (await solveSliderWork(issued.work))!;
    const answer = (dx = options.offsetPx ?? 0, durationMs = options.durationMs ?? 800) =>
      encodeSliderAnswer({ x: x + dx, durationMs, work: issued.work, solution });
    return { issued, png, x, solution, answer, response: answer() };
  }

  it("a correct answer passes: the gap found in the picture, a person's drag time, the work done", async () => {
    const { issued, response } = await solved();
    expect(await captcha.check({ challenge: issued.challenge, response })).toBe("ok");
  });

  it("says nothing of the answer: no position field, a plain PNG with no text chunk, work bound to the id only", async () => {
    const issued = (await captcha.issue()) as SliderChallenge;
    expect(Object.keys(issued).sort()).toEqual(
      ["challenge", "expires_in", "gt", "height", "image", "new_captcha", "piece_size", "piece_y", "width", "work", "work_max"].sort(),
    );
    expect(issued).toMatchObject({ gt: "openpawn-slider", new_captcha: true, width: SLIDER.width, piece_size: SLIDER.pieceSize });
    expect(JSON.stringify(issued)).not.toMatch(/gap|"x"/i);
    expect(issued.work.parameters.data).toEqual({ captcha: issued.challenge });
    expect(issued.work.parameters.algorithm).toBe("PBKDF2/SHA-256");

    const png = (await captcha.image(issued.challenge))!;
    expect(Buffer.from(png.subarray(0, 8)).toString("hex")).toBe("89504e470d0a1a0a");
    expect(new Set(pngChunks(png))).toEqual(new Set(["IHDR", "IDAT", "IEND"]));
    const picture = decode(png);
    expect([picture.width, picture.height]).toEqual([SLIDER.width, SLIDER.height]);
    // The same picture on every request (no averaging the noise away), and the picture only a secret redraws.
    expect(Buffer.from((await captcha.image(issued.challenge))!).equals(Buffer.from(png))).toBe(true);
    const other = new SliderCaptcha(database.db, { secret: randomBytes(32), clock: () => now });
    expect(Buffer.from((await other.image(issued.challenge))!).equals(Buffer.from(png))).toBe(false);
  });

  it("refuses a position off by more than the tolerance, and a drag faster than a person's", async () => {
    const near = await solved({ offsetPx: SLIDER.tolerancePx });
    expect(await captcha.check({ challenge: near.issued.challenge, response: near.response })).toBe("ok");
    const far = await solved({ offsetPx: SLIDER.tolerancePx + 1 });
    expect(await captcha.check({ challenge: far.issued.challenge, response: far.response })).toBe("wrong-position");
    const left = await solved({ offsetPx: -(SLIDER.tolerancePx + 3) });
    expect(await captcha.check({ challenge: left.issued.challenge, response: left.response })).toBe("wrong-position");
    const fast = await solved({ durationMs: 20 });
    expect(await captcha.check({ challenge: fast.issued.challenge, response: fast.response })).toBe("too-fast");
  });

  it("refuses an answer without the work: a guessed counter, a made-up key, a stripped or forged signature", async () => {
    const issued = (await captcha.issue()) as SliderChallenge;
    const png = (await captcha.image(issued.challenge))!;
    const { x } = findGap(png, issued.piece_size, issued.piece_y);
    const forged = [
      { counter: 0, derivedKey: "00".repeat(32) },
      { counter: 150, derivedKey: `${issued.work.parameters.keyPrefix}${"00".repeat(16)}` },
    ];
    for (const solution of forged) {
      const fresh = (await captcha.issue()) as SliderChallenge;
      const freshX = findGap((await captcha.image(fresh.challenge))!, fresh.piece_size, fresh.piece_y).x;
      const response = encodeSliderAnswer({ x: freshX, durationMs: 800, work: fresh.work, solution });
      expect(await captcha.check({ challenge: fresh.challenge, response })).toBe("no-work");
    }
    // The real work of a challenge, under parameters that were changed (cheaper work) or lost their signature.
    const tampered = [
      (work: SliderChallenge["work"]) => ({ ...work, parameters: { ...work.parameters, cost: 1 } }),
      (work: SliderChallenge["work"]) => ({ parameters: work.parameters, signature: "" }),
      (work: SliderChallenge["work"]) => ({ parameters: { ...work.parameters, keySignature: undefined }, signature: work.signature }),
    ];
    for (const tamper of tampered) {
      const real = await solved();
      const response = encodeSliderAnswer({ x: real.x, durationMs: 800, work: tamper(real.issued.work), solution: real.solution });
      expect(await captcha.check({ challenge: real.issued.challenge, response })).toBe("no-work");
    }

    // Work done for another challenge does not pay for this one.
    const solution = (await solveSliderWork(issued.work))!;
    const borrowed = encodeSliderAnswer({ x, durationMs: 800, work: (await solved()).issued.work, solution });
    expect(await captcha.check({ challenge: issued.challenge, response: borrowed })).toBe("wrong-challenge");
  });

  it("refuses a replay: one answer per challenge, right or wrong, and the picture is gone after it", async () => {
    const once = await solved();
    expect(await captcha.check({ challenge: once.issued.challenge, response: once.response })).toBe("ok");
    expect(await captcha.check({ challenge: once.issued.challenge, response: once.response })).toBe("unknown-used-or-expired");
    expect(await captcha.image(once.issued.challenge)).toBeNull();

    const wrongFirst = await solved();
    expect(await captcha.check({ challenge: wrongFirst.issued.challenge, response: wrongFirst.answer(30) })).toBe("wrong-position");
    expect(await captcha.check({ challenge: wrongFirst.issued.challenge, response: wrongFirst.response })).toBe("unknown-used-or-expired");

    // Two verifiers (two API replicas) racing on one answer: exactly one accepts it.
    const raced = await solved();
    const replica = new SliderCaptcha(database.db, { secret, clock: () => now });
    const verdicts = await Promise.all([captcha.check({ challenge: raced.issued.challenge, response: raced.response }), replica.check({ challenge: raced.issued.challenge, response: raced.response })]);
    expect(verdicts.sort()).toEqual(["ok", "unknown-used-or-expired"]);
  });

  it("refuses an expired challenge and an unknown one", async () => {
    const late = await solved();
    now = new Date(now.getTime() + SLIDER.ttlMs + 1);
    expect(await captcha.check({ challenge: late.issued.challenge, response: late.response })).toBe("unknown-used-or-expired");
    expect(await captcha.image(late.issued.challenge)).toBeNull();
    expect(await captcha.check({ challenge: "unknown", response: late.response })).toBe("unknown-used-or-expired");
  });

  it("refuses malformed answers without throwing", async () => {
    const junk = ["", "right there", "187:912", "187:912:", "187:912:!!!", "187:912:bm90IGpzb24", `187:912:${Buffer.from("[1,2]").toString("base64url")}`, `187:912:${Buffer.from('{"challenge":{},"solution":{}}').toString("base64url")}`, "9".repeat(9000)];
    for (const response of junk) {
      const issued = await captcha.issue();
      expect(await captcha.check({ challenge: issued.challenge, response })).toBe("malformed");
    }
    expect(await captcha.verify({ challenge: "x".repeat(100), response: "1:1:1" })).toBe(false);
    expect(await captcha.verify({ challenge: undefined as unknown as string, response: undefined as unknown as string })).toBe(false);
    expect(parseSliderAnswer("187.5:912:e30")).toBeNull();
  });

  it("a picture's gap is found by looking at its pixels (what the e2e harness does), always within the tolerance", () => {
    for (let i = 0; i < 60; i++) {
      const gapX = randomInt(90, SLIDER.width - SLIDER.pieceSize - 8);
      const gapY = randomInt(10, SLIDER.height - SLIDER.pieceSize - 10);
      const png = renderSliderPicture({ width: SLIDER.width, height: SLIDER.height, pieceSize: SLIDER.pieceSize, gapX, gapY }, randomBytes(32));
      const found = findGap(png, SLIDER.pieceSize, i % 3 === 0 ? undefined : gapY);
      expect(Math.abs(found.x - gapX), `gap at ${gapX},${gapY} found at ${found.x},${found.y}`).toBeLessThanOrEqual(1);
      expect(Math.abs(found.y - gapY)).toBeLessThanOrEqual(1);
    }
  });
});
