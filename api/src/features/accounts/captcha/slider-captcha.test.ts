import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decode } from "fast-png";
import { encodeSliderAnswer, solveSliderWork, type SliderChallenge } from "@openpawn/shared/captcha-slider";
import type { DatabaseHandle } from "../../../db/client.ts";
import { openTestDatabase } from "../../../test/test-db-handle.ts";
import { findGap } from "../../../../../e2e/src/harness/solve-captcha.ts";
import { darkestSquare } from "../../../test/naive-captcha-bot.ts";
import { parseSliderAnswer, SLIDER, SliderCaptcha } from "./slider-captcha.ts";
import { layoutPuzzle, paintPuzzleBackground, renderSliderPuzzle, seeded, type GapPosition, type PuzzleSpec } from "./slider-picture.ts";

const GEOMETRY = { width: SLIDER.width, height: SLIDER.height, pieceSize: SLIDER.pieceSize };

/** The i-th of a fixed series of puzzles (layout and picture from seeds): the same on every run. */
function seededPuzzle(i: number): PuzzleSpec & { seed: Buffer } {
  const seed = (purpose: string) => createHash("sha256").update(`captcha test ${purpose} ${i}`).digest();
  return { ...GEOMETRY, ...layoutPuzzle(GEOMETRY, seeded(seed("layout"))), seed: seed("picture") };
}

const near = (a: GapPosition, b: GapPosition, px = SLIDER.tolerancePx) => Math.abs(a.x - b.x) <= px && Math.abs(a.y - b.y) <= px;

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

  /** A challenge solved as a client does it: where the piece fits found in the pixels, the work done. */
  async function solved(options: { offsetPx?: number; durationMs?: number; verifier?: SliderCaptcha } = {}) {
    const issued = (await (options.verifier ?? captcha).issue()) as SliderChallenge;
    const png = (await (options.verifier ?? captcha).image(issued.challenge))!;
    const piece = (await (options.verifier ?? captcha).image(issued.challenge, "piece"))!;
    const { x } = findGap(png, piece);
    const solution = (await solveSliderWork(issued.work))!;
    const answer = (dx = options.offsetPx ?? 0, durationMs = options.durationMs ?? 800) =>
      encodeSliderAnswer({ x: x + dx, durationMs, work: issued.work, solution });
    return { issued, png, x, solution, answer, response: answer() };
  }

  it("a correct answer passes: the piece's gap found in the picture, a person's drag time, the work done", async () => {
    const { issued, response } = await solved();
    expect(await captcha.check({ challenge: issued.challenge, response })).toBe("ok");
  });

  it("says nothing of the answer: no position field (piece_y is null), plain PNGs with no text chunk, work bound to the id only", async () => {
    const issued = (await captcha.issue()) as SliderChallenge;
    expect(Object.keys(issued).sort()).toEqual(
      ["challenge", "expires_in", "gt", "height", "image", "new_captcha", "piece", "piece_size", "piece_y", "puzzle", "width", "work", "work_max"].sort(),
    );
    expect(issued).toMatchObject({ gt: "openpawn-slider", new_captcha: true, puzzle: true, width: SLIDER.width, piece_size: SLIDER.pieceSize, piece_y: null });
    expect(issued.piece).toBe(`${issued.image}&part=piece`);
    expect(JSON.stringify(issued)).not.toMatch(/gap|"x"|"y"/i);
    expect(issued.work.parameters.data).toEqual({ captcha: issued.challenge });
    expect(issued.work.parameters.algorithm).toBe("PBKDF2/SHA-256");

    const png = (await captcha.image(issued.challenge))!;
    const piece = (await captcha.image(issued.challenge, "piece"))!;
    for (const file of [png, piece]) {
      expect(Buffer.from(file.subarray(0, 8)).toString("hex")).toBe("89504e470d0a1a0a");
      expect(new Set(pngChunks(file))).toEqual(new Set(["IHDR", "IDAT", "IEND"]));
    }
    const picture = decode(png);
    expect([picture.width, picture.height, picture.channels]).toEqual([SLIDER.width, SLIDER.height, 3]);
    // The piece is a transparent strip as tall as the picture: its row is in its pixels only.
    const strip = decode(piece);
    expect([strip.width, strip.height, strip.channels]).toEqual([SLIDER.pieceSize, SLIDER.height, 4]);
    // The same picture on every request (no averaging the noise away).
    expect(Buffer.from((await captcha.image(issued.challenge))!).equals(Buffer.from(png))).toBe(true);
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
    const { x } = findGap((await captcha.image(issued.challenge))!, (await captcha.image(issued.challenge, "piece"))!);
    const forged = [
      { counter: 0, derivedKey: "00".repeat(32) },
      { counter: 150, derivedKey: `${issued.work.parameters.keyPrefix}${"00".repeat(16)}` },
    ];
    for (const solution of forged) {
      const fresh = (await captcha.issue()) as SliderChallenge;
      const freshX = findGap((await captcha.image(fresh.challenge))!, (await captcha.image(fresh.challenge, "piece"))!).x;
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

  it("refuses a replay: one answer per challenge, right or wrong, and the pictures are gone after it", async () => {
    const once = await solved();
    expect(await captcha.check({ challenge: once.issued.challenge, response: once.response })).toBe("ok");
    expect(await captcha.check({ challenge: once.issued.challenge, response: once.response })).toBe("unknown-used-or-expired");
    expect(await captcha.image(once.issued.challenge)).toBeNull();
    expect(await captcha.image(once.issued.challenge, "piece")).toBeNull();

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

  it("the piece's gap is found by sliding the piece along its row and comparing pixels (what the harness does), always", () => {
    for (let i = 0; i < 60; i++) {
      const puzzle = seededPuzzle(i);
      const { picture, piece } = renderSliderPuzzle(puzzle, puzzle.seed);
      const found = findGap(picture, piece);
      expect(found, `puzzle ${i}: gap at ${puzzle.gap.x},${puzzle.gap.y}`).toEqual(puzzle.gap);
    }
  });

  it("decoys fool the bot that looks for the darkest square: it finds a gap nearly always, the true one about one time in three", () => {
    const n = 90;
    let onAGap = 0;
    let onTheGap = 0;
    let onTheGapAnywhere = 0;
    for (let i = 0; i < n; i++) {
      const puzzle = seededPuzzle(i);
      const { picture } = renderSliderPuzzle(puzzle, puzzle.seed);
      // Even told the row (the piece's picture shows it), the darkest square on it is one of three alike.
      const guess = darkestSquare(picture, SLIDER.pieceSize, puzzle.gap.y);
      if ([puzzle.gap, ...puzzle.decoys].some((gap) => near(guess, gap))) onAGap++;
      if (near(guess, puzzle.gap)) onTheGap++;
      if (near(darkestSquare(picture, SLIDER.pieceSize), puzzle.gap)) onTheGapAnywhere++;
    }
    // A fair bot: the darkened squares are what it finds...
    expect(onAGap / n).toBeGreaterThanOrEqual(0.9);
    // ...but which of them is the piece's, it cannot tell (chance is 1/3 on the row, 1/4 in the whole picture).
    expect(onTheGap / n).toBeLessThan(0.5);
    expect(onTheGapAnywhere / n).toBeLessThan(0.5);
  });

  it("gaps have no outline, and decoys have the true gap's shape and shading: only the piece's content tells them apart", () => {
    for (let i = 0; i < 10; i++) {
      const puzzle = seededPuzzle(i);
      expect(puzzle.decoys.length).toBeGreaterThanOrEqual(2);
      expect(puzzle.decoys.filter((decoy) => decoy.y === puzzle.gap.y).length).toBe(2);
      const { picture, piece } = renderSliderPuzzle(puzzle, puzzle.seed);
      // The picture before its gaps were shaded, and the shading they all get.
      const { pixels: bare, darkness } = paintPuzzleBackground(puzzle, puzzle.seed);
      const shaded = decode(picture).data;
      const strip = decode(piece).data;
      const at = (x: number, y: number) => (y * SLIDER.width + x) * 3;
      // The piece is the picture's own pixels where the gap was cut.
      for (let dy = 0; dy < SLIDER.pieceSize; dy++) {
        for (let dx = 0; dx < SLIDER.pieceSize; dx++) {
          const p = ((puzzle.gap.y + dy) * SLIDER.pieceSize + dx) * 4;
          if (strip[p + 3] === 0) continue;
          for (let c = 0; c < 3; c++) expect(strip[p + c]).toBe(bare[at(puzzle.gap.x + dx, puzzle.gap.y + dy) + c]);
        }
      }
      // At every gap, true or decoy: nowhere brighter than before (an outline would be), inside evenly darker by the same amount.
      for (const gap of [puzzle.gap, ...puzzle.decoys]) {
        const ratios: number[] = [];
        for (let dy = -1; dy <= SLIDER.pieceSize; dy++) {
          for (let dx = -1; dx <= SLIDER.pieceSize; dx++) {
            for (let c = 0; c < 3; c++) {
              const index = at(gap.x + dx, gap.y + dy) + c;
              const before = bare[index] ?? 0;
              const after = shaded[index] ?? 0;
              expect(after, `puzzle ${i} at ${gap.x + dx},${gap.y + dy}`).toBeLessThanOrEqual(before);
              const inner = dx >= 8 && dx < SLIDER.pieceSize - 8 && dy >= 8 && dy < SLIDER.pieceSize - 8;
              if (inner && before >= 40) ratios.push(after / before);
            }
          }
        }
        const mean = ratios.reduce((sum, value) => sum + value, 0) / ratios.length;
        expect(Math.abs(mean - (1 - darkness)), `puzzle ${i}, gap at ${gap.x},${gap.y}`).toBeLessThan(0.01);
      }
    }
  });

  it("draws each challenge's pictures once, when it is made: asking for them again returns those bytes and draws nothing", async () => {
    const draw = vi.fn(renderSliderPuzzle);
    const counted = new SliderCaptcha(database.db, { secret, clock: () => now, draw });
    const issued = (await counted.issue("192.0.2.1")) as SliderChallenge;
    expect(draw).toHaveBeenCalledTimes(1);
    const drawn = draw.mock.results[0]?.value as { picture: Uint8Array; piece: Uint8Array };
    for (let i = 0; i < 5; i++) {
      expect(Buffer.from((await counted.image(issued.challenge))!).equals(Buffer.from(drawn.picture))).toBe(true);
      expect(Buffer.from((await counted.image(issued.challenge, "piece"))!).equals(Buffer.from(drawn.piece))).toBe(true);
    }
    // Another replica (another instance on the database) serves the same bytes without drawing either.
    const replicaDraw = vi.fn(renderSliderPuzzle);
    const replica = new SliderCaptcha(database.db, { secret, clock: () => now, draw: replicaDraw });
    expect(Buffer.from((await replica.image(issued.challenge))!).equals(Buffer.from(drawn.picture))).toBe(true);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(replicaDraw).not.toHaveBeenCalled();
  });

  it("keeps at most livePerIp live challenges per address: a further one drops that address's oldest, no other's", async () => {
    const capped = new SliderCaptcha(database.db, { secret, clock: () => now, livePerIp: 3 });
    const other = (await capped.issue("198.51.100.7")) as SliderChallenge;
    const mine: SliderChallenge[] = [];
    for (let i = 0; i < 3; i++) mine.push((await capped.issue("203.0.113.5")) as SliderChallenge);
    for (const issued of mine) expect(await capped.image(issued.challenge)).not.toBeNull();

    mine.push((await capped.issue("203.0.113.5")) as SliderChallenge);
    expect(await capped.image(mine[0]!.challenge)).toBeNull();
    expect(await capped.check({ challenge: mine[0]!.challenge, response: "1:1:e30" })).toBe("unknown-used-or-expired");
    for (const issued of mine.slice(1)) expect(await capped.image(issued.challenge)).not.toBeNull();
    expect(await capped.image(other.challenge)).not.toBeNull();

    // An answered challenge is no longer live: it frees its place.
    expect(await capped.check({ challenge: mine[1]!.challenge, response: "1:1:e30" })).toBe("malformed");
    mine.push((await capped.issue("203.0.113.5")) as SliderChallenge);
    for (const issued of mine.slice(2)) expect(await capped.image(issued.challenge)).not.toBeNull();
  });

  it("grows the work of an address with each failed answer, not another's, and lets it decay back", async () => {
    let clock = new Date("2026-04-01T00:00:00Z");
    const growing = new SliderCaptcha(database.db, { secret, clock: () => clock });
    const base = SLIDER.work.counterMax;
    const [bot, person] = ["203.0.113.77", "198.51.100.77"];
    /** A wrong answer: x = 0 is never a gap (gaps start at 48 px), judged before the work. */
    const fail = async (ip: string) => {
      const issued = (await growing.issue(ip)) as SliderChallenge;
      const response = encodeSliderAnswer({ x: 0, durationMs: 800, work: issued.work, solution: { counter: 0, derivedKey: "00" } });
      expect(await growing.check({ challenge: issued.challenge, response, remoteIp: ip })).toBe("wrong-position");
      return issued;
    };

    expect(((await growing.issue(bot)) as SliderChallenge).work_max).toBe(base);
    const first = await fail(bot);
    expect(first.work_max).toBe(base);
    expect(((await growing.issue(bot)) as SliderChallenge).work_max).toBe(base * 2);
    await fail(bot);
    await fail(bot);
    expect(await growing.workFactor(bot)).toBeCloseTo(8, 5);
    expect(((await growing.issue(bot)) as SliderChallenge).work_max).toBe(base * 8);
    // A replay, or an unknown challenge, spends nothing and counts nothing.
    await growing.check({ challenge: first.challenge, response: "0:800:e30", remoteIp: bot });
    await growing.check({ challenge: "unknown", response: "0:800:e30", remoteIp: bot });
    expect(await growing.workFactor(bot)).toBeCloseTo(8, 5);
    // At most maxFactor, however many failures.
    for (let i = 0; i < 3; i++) await fail(bot);
    expect(((await growing.issue(bot)) as SliderChallenge).work_max).toBe(base * SLIDER.growth.maxFactor);

    // Another address is not charged.
    expect(await growing.workFactor(person)).toBe(1);
    expect(((await growing.issue(person)) as SliderChallenge).work_max).toBe(base);

    // The score halves every half-life: after 3 failures, one half-life later 2^1.5, three hours later the base again.
    const decaying = "203.0.113.78";
    for (let i = 0; i < 3; i++) await fail(decaying);
    clock = new Date(clock.getTime() + SLIDER.growth.halfLifeMs);
    expect(await growing.workFactor(decaying)).toBeCloseTo(2 ** 1.5, 5);
    // A failure then adds to the decayed score.
    await fail(decaying);
    expect(await growing.workFactor(decaying)).toBeCloseTo(2 ** 2.5, 5);
    clock = new Date(clock.getTime() + 12 * SLIDER.growth.halfLifeMs);
    expect(((await growing.issue(decaying)) as SliderChallenge).work_max).toBe(base);
  });
});
