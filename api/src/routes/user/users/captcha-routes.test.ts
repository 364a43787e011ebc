import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../test/test-app.ts";
import { solveTestCaptcha } from "../../../test/captcha.ts";

const PASSWORD = "Str0ng#Pass";
const INVALID = { code: 400, message: "Invalid captcha", errorCodes: ["user.captcha.invalid"] };
let counter = 0;
const newEmail = () => `captcha-${Date.now()}-${counter++}@example.com`;

/** The slider captcha over HTTP, as sign-up (and login, forgot password) meet it. */
describe("the self-hosted captcha over HTTP", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 120_000);
  afterAll(() => app.close());

  const signUp = (challenge: unknown, response: unknown) =>
    app.inject({
      method: "POST",
      url: "/api/user/users/signup",
      payload: { name: "Cap", email: newEmail(), password: PASSWORD, challenge, recaptcha_response: response },
    });

  it("takes a solved captcha once: the same answer again is refused with the spec's code and message", async () => {
    const captcha = await solveTestCaptcha(app);
    expect((await signUp(captcha.challenge, captcha.response)).statusCode).toBe(200);
    const replay = await signUp(captcha.challenge, captcha.response);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(INVALID);
  });

  it("answers bad input with 400 'Invalid captcha' (never 5xx), and a missing picture with 404", async () => {
    const live = async () => (await app.inject({ method: "GET", url: "/api/user/users/capcha" })).json().data.challenge as string;
    const answers: [unknown, unknown][] = [
      [await live(), "150:900"],
      [await live(), "150:900:not-base64-json"],
      [await live(), `150:900:${Buffer.from(JSON.stringify({ challenge: { parameters: { data: { captcha: "x" } }, signature: "s" }, solution: { counter: -1, derivedKey: "zz" } })).toString("base64url")}`],
      [await live(), "x".repeat(7990)],
      [await live(), 42],
      ["", ""],
      ["unknown", "150:900:e30"],
    ];
    for (const [challenge, response] of answers) {
      const answer = await signUp(challenge, response);
      expect(answer.statusCode, JSON.stringify(answer.json())).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, message: "Invalid captcha" });
    }
    // Longer than any answer: the schema refuses it before the verifier, with the same message.
    expect((await signUp(await live(), "x".repeat(9000))).json()).toMatchObject({ code: 400, message: "Invalid captcha" });
    expect((await signUp(await live(), "150:900:e30")).json()).toEqual(INVALID);

    for (const query of ["", "?challenge=", `?challenge=${"a".repeat(65)}`, "?challenge=unknown"]) {
      const image = await app.inject({ method: "GET", url: `/api/user/users/capcha/image${query}` });
      expect(image.statusCode).toBe(404);
      expect(image.json().errorCodes).toEqual(["user.captcha.not-found"]);
    }
  });

  it("a solution without the work, or for the wrong spot, is refused", async () => {
    const far = await solveTestCaptcha(app, { offsetPx: 40 });
    expect((await signUp(far.challenge, far.response)).json()).toEqual(INVALID);
    const real = await solveTestCaptcha(app);
    const [x, ms, payload] = real.response.split(":");
    const work = JSON.parse(Buffer.from(payload!, "base64url").toString());
    work.solution = { counter: 0, derivedKey: "ab".repeat(32) };
    const noWork = `${x}:${ms}:${Buffer.from(JSON.stringify(work)).toString("base64url")}`;
    expect((await signUp(real.challenge, noWork)).json()).toEqual(INVALID);
  });
});
