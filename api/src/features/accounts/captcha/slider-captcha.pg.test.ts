import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTwinApps } from "../../../test/test-app.ts";
import { solveTestCaptcha } from "../../../test/captcha.ts";

/** Two API replicas on one PostgreSQL: a challenge from one is answered at the other, and only once in all. */
describe("the slider captcha across two API instances", () => {
  let twins: { a: FastifyInstance; b: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    twins = await buildTwinApps();
  }, 120_000);
  afterAll(() => twins?.close());

  it("a challenge issued by A is accepted by B once; the replay is refused by A and by B", async () => {
    const captcha = await solveTestCaptcha(twins.a);
    expect(await twins.b.captcha.verify(captcha)).toBe(true);
    expect(await twins.a.captcha.verify(captcha)).toBe(false);
    expect(await twins.b.captcha.verify(captcha)).toBe(false);
  });

  it("the same answer sent to both at once passes at exactly one", async () => {
    const captcha = await solveTestCaptcha(twins.b);
    const verdicts = await Promise.all([twins.a.captcha.verify(captcha), twins.b.captcha.verify(captcha)]);
    expect(verdicts.filter(Boolean)).toHaveLength(1);
  });
});
