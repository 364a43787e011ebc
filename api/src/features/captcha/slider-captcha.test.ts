import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { openTestDatabase } from "../../test/test-db-handle.ts";
import { gapXFromSvg } from "../../../../e2e/src/harness/solve-captcha.ts";
import { parseSliderAnswer, SLIDER, SliderCaptcha } from "./slider-captcha.ts";

describe("SliderCaptcha", () => {
  let database: DatabaseHandle;
  let now = new Date("2026-03-01T00:00:00Z");
  let captcha: SliderCaptcha;

  beforeAll(async () => {
    database = await openTestDatabase();
    captcha = new SliderCaptcha(database.db, () => now);
  }, 120_000);
  afterAll(() => database.close());

  async function fresh() {
    const issued = await captcha.issue();
    const svg = (await captcha.image(issued.challenge))!;
    return { issued, x: gapXFromSvg(svg), svg };
  }

  it("issues gt, challenge and new_captcha with a picture whose gap a client can find", async () => {
    const { issued, x, svg } = await fresh();
    expect(issued).toMatchObject({ gt: "openpawn-slider", new_captcha: true, width: SLIDER.width, piece_size: SLIDER.pieceSize });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(x).toBeGreaterThanOrEqual(90);
    expect(await captcha.image(issued.challenge)).toBe(svg);
    expect(await captcha.verify({ challenge: issued.challenge, response: `${x}:800` })).toBe(true);
  });

  it("accepts a few px of tolerance, refuses beyond it, too-fast drags and malformed answers", async () => {
    const near = await fresh();
    expect(await captcha.verify({ challenge: near.issued.challenge, response: `${near.x + SLIDER.tolerancePx}:600` })).toBe(true);
    const far = await fresh();
    expect(await captcha.verify({ challenge: far.issued.challenge, response: `${far.x + SLIDER.tolerancePx + 1}:600` })).toBe(false);
    const fast = await fresh();
    expect(await captcha.verify({ challenge: fast.issued.challenge, response: `${fast.x}:20` })).toBe(false);
    const junk = await fresh();
    expect(await captcha.verify({ challenge: junk.issued.challenge, response: "right there" })).toBe(false);
    expect(parseSliderAnswer("187.5:912")).toEqual({ x: 187.5, durationMs: 912 });
  });

  it("spends a challenge on its first answer, right or wrong, and lets it expire", async () => {
    const once = await fresh();
    expect(await captcha.verify({ challenge: once.issued.challenge, response: "0:600" })).toBe(false);
    expect(await captcha.verify({ challenge: once.issued.challenge, response: `${once.x}:600` })).toBe(false);
    expect(await captcha.image(once.issued.challenge)).toBeNull();

    const late = await fresh();
    now = new Date(now.getTime() + SLIDER.ttlMs + 1);
    expect(await captcha.verify({ challenge: late.issued.challenge, response: `${late.x}:600` })).toBe(false);
    expect(await captcha.verify({ challenge: "unknown", response: "100:600" })).toBe(false);
  });
});
