import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ACCOUNTS_API_MESSAGES } from "@openpawn/shared/accounts/messages";
import { encodeCheckAnswer, encodeSliderAnswer, solveSliderWork, type SliderChallenge, type SliderCheck } from "@openpawn/shared/captcha-slider";
import { buildTestApp } from "../../../../test/test-app.ts";
import { lastMailTo, solveTestCaptcha } from "../../../../test/captcha.ts";
import { SLIDER } from "../../captcha/slider-captcha.ts";

const PASSWORD = "Str0ng#Pass";
const INVALID = { code: 400, message: "Invalid captcha", errorCodes: ["user.captcha.invalid"] };
const RATE_LIMITED = { code: 429, message: ACCOUNTS_API_MESSAGES.rateLimited, errorCodes: ["rate_limited"] };
/** Each test asks from addresses of its own: limits, live challenges and the work's growth are per address. */
const LIMITS = { RATE_LIMIT_CAPTCHA_PER_IP: "12", RATE_LIMIT_CAPTCHA_IMAGES_PER_IP: "16" };
let counter = 0;
const newEmail = () => `captcha-${Date.now()}-${counter++}@example.com`;

/** The slider captcha over HTTP, as sign-up (and login, forgot password) meet it. */
describe("the self-hosted captcha over HTTP", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(LIMITS);
  }, 120_000);
  afterAll(() => app.close());

  const signUp = (challenge: unknown, response: unknown, remoteAddress?: string) =>
    app.inject({
      method: "POST",
      url: "/api/user/users/signup",
      remoteAddress,
      payload: { name: "Cap", email: newEmail(), password: PASSWORD, challenge, recaptcha_response: response },
    });
  const challenge = async (remoteAddress: string) =>
    (await app.inject({ method: "GET", url: "/api/user/users/capcha", remoteAddress })).json().data as SliderChallenge;
  const picture = (url: string, remoteAddress: string) => app.inject({ method: "GET", url, remoteAddress });

  it("takes a solved captcha once: the same answer again is refused with the spec's code and message", async () => {
    const captcha = await solveTestCaptcha(app);
    expect((await signUp(captcha.challenge, captcha.response)).statusCode).toBe(200);
    const replay = await signUp(captcha.challenge, captcha.response);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(INVALID);
  });

  it("answers bad input with 400 'Invalid captcha' (never 5xx), and a missing picture with 404", async () => {
    const ip = "192.0.2.10";
    const live = async () => (await challenge(ip)).challenge;
    const answers: [unknown, unknown][] = [
      [await live(), "150:900"],
      [await live(), "150:900:not-base64-json"],
      [await live(), `150:900:${Buffer.from(JSON.stringify({ challenge: { parameters: { data: { captcha: "x" } }, signature: "s" }, solution: { counter: -1, derivedKey: "zz" } })).toString("base64url")}`],
      [await live(), "x".repeat(7990)],
      [await live(), 42],
      ["", ""],
      ["unknown", "150:900:e30"],
    ];
    for (const [id, response] of answers) {
      const answer = await signUp(id, response, ip);
      expect(answer.statusCode, JSON.stringify(answer.json())).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, message: "Invalid captcha" });
    }
    // Longer than any answer: the schema refuses it before the verifier, with the same message.
    expect((await signUp(await live(), "x".repeat(9000), ip)).json()).toMatchObject({ code: 400, message: "Invalid captcha" });
    expect((await signUp(await live(), "150:900:e30", ip)).json()).toEqual(INVALID);

    const spent = await live();
    for (const query of ["", "?challenge=", `?challenge=${"a".repeat(65)}`, "?challenge=unknown", `?challenge=${spent}&part=other`]) {
      const image = await app.inject({ method: "GET", url: `/api/user/users/capcha/image${query}`, remoteAddress: "192.0.2.11" });
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

  it("serves each challenge's picture and piece as drawn: the same bytes on every request, gone once answered", async () => {
    const ip = "192.0.2.20";
    const issued = await challenge(ip);
    expect(issued.piece_y).toBeNull();
    const first = await Promise.all([issued.image, issued.piece].map((url) => picture(url, ip)));
    for (const answer of first) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/png");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    for (let i = 0; i < 3; i++) {
      expect((await picture(issued.image, ip)).rawPayload.equals(first[0]!.rawPayload)).toBe(true);
      expect((await picture(issued.piece, ip)).rawPayload.equals(first[1]!.rawPayload)).toBe(true);
    }
    expect(first[0]!.rawPayload.equals(first[1]!.rawPayload)).toBe(false);
    await signUp(issued.challenge, "1:900:e30", ip);
    expect((await picture(issued.image, ip)).statusCode).toBe(404);
    expect((await picture(issued.piece, ip)).statusCode).toBe(404);
  });

  it("limits challenges and pictures per IP with the spec's 429, another IP unaffected", async () => {
    const ip = "192.0.2.30";
    const issued: SliderChallenge[] = [];
    for (let i = 0; i < 12; i++) issued.push(await challenge(ip));
    const limited = await app.inject({ method: "GET", url: "/api/user/users/capcha", remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await app.inject({ method: "GET", url: "/api/user/users/capcha", remoteAddress: "192.0.2.31" })).statusCode).toBe(200);

    const last = issued.at(-1)!;
    for (let i = 0; i < 16; i++) expect((await picture(i % 2 ? last.piece : last.image, ip)).statusCode).toBe(200);
    const tooMany = await picture(last.image, ip);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toEqual(RATE_LIMITED);
    expect((await picture(last.image, "192.0.2.31")).statusCode).toBe(200);
  });

  it("keeps 10 live challenges per IP (CAPTCHA_LIVE_PER_IP): the 11th drops that IP's oldest", async () => {
    const ip = "192.0.2.40";
    const other = await challenge("192.0.2.41");
    const issued: SliderChallenge[] = [];
    for (let i = 0; i < 11; i++) issued.push(await challenge(ip));
    expect((await picture(issued[0]!.image, ip)).statusCode).toBe(404);
    expect((await signUp(issued[0]!.challenge, "1:900:e30", ip)).json()).toEqual(INVALID);
    expect((await picture(issued[1]!.image, ip)).statusCode).toBe(200);
    expect((await picture(other.image, "192.0.2.41")).statusCode).toBe(200);
  });

  it("asks more work of an IP whose answers were wrong, not of another IP", async () => {
    const [bot, person] = ["192.0.2.50", "192.0.2.51"];
    const issued = await challenge(bot);
    expect(issued.work_max).toBe(SLIDER.work.counterMax);
    // x = 0 is never the gap; the work is not even looked at.
    const wrong = encodeSliderAnswer({ x: 0, durationMs: 900, work: issued.work, solution: { counter: 0, derivedKey: "00" } });
    expect((await signUp(issued.challenge, wrong, bot)).json()).toEqual(INVALID);
    expect((await challenge(bot)).work_max).toBe(2 * SLIDER.work.counterMax);
    expect((await challenge(person)).work_max).toBe(SLIDER.work.counterMax);
  });

  describe("the login check (issue 24): the work alone, the puzzle only after the address fails", () => {
    const loginCheck = async (remoteAddress: string) =>
      (await app.inject({ method: "GET", url: "/api/user/users/capcha?purpose=login", remoteAddress })).json().data as SliderChallenge | SliderCheck;
    const answerCheck = async (check: SliderChallenge | SliderCheck) => encodeCheckAnswer({ work: check.work, solution: (await solveSliderWork(check.work))! });
    const login = (remoteAddress: string, username: string, password: string, captcha: { challenge: string; response: string }) =>
      app.inject({
        method: "POST",
        url: "/api/user/users/login",
        remoteAddress,
        payload: { username, password, challenge: captcha.challenge, recaptchaResponse: captcha.response },
      });
    /** A confirmed e-mail account (signed up with a solved puzzle from an address of its own). */
    async function activeAccount(): Promise<string> {
      const email = newEmail();
      const captcha = await solveTestCaptcha(app, { remoteAddress: "192.0.2.99" });
      const signedUp = await app.inject({
        method: "POST",
        url: "/api/user/users/signup",
        remoteAddress: "192.0.2.99",
        payload: { name: "Cap", email, password: PASSWORD, challenge: captcha.challenge, recaptcha_response: captcha.response },
      });
      expect(signedUp.statusCode).toBe(200);
      const key = new URL((await lastMailTo(app, email)).links[0]!).searchParams.get("confirmation_key")!;
      await app.inject({ method: "POST", url: `/api/user/users/confirmation?key=${encodeURIComponent(key)}` });
      return email;
    }

    it("signs in with the work alone, no picture; sign-up and forgot password keep the puzzle and refuse a login check", async () => {
      const ip = "192.0.2.60";
      const email = await activeAccount();
      const check = await loginCheck(ip);
      expect(Object.keys(check).sort()).toEqual(["challenge", "expires_in", "gt", "new_captcha", "puzzle", "work", "work_max"]);
      expect(check.puzzle).toBe(false);
      expect((await picture(`/api/user/users/capcha/image?challenge=${check.challenge}`, ip)).statusCode).toBe(404);
      const signedIn = await login(ip, email, PASSWORD, { challenge: check.challenge, response: await answerCheck(check) });
      expect(signedIn.statusCode, signedIn.body).toBe(200);

      expect((await challenge(ip)).puzzle).toBe(true);
      const skipped = await loginCheck(ip);
      expect((await signUp(skipped.challenge, await answerCheck(skipped), ip)).json()).toEqual(INVALID);
    });

    it("shows the puzzle after failed sign-ins from the address, never after good ones, and not to another address", async () => {
      const [ip, elsewhere] = ["192.0.2.61", "192.0.2.62"];
      const email = await activeAccount();
      for (let i = 0; i < 3; i++) {
        const check = await loginCheck(ip);
        expect(check.puzzle).toBe(false);
        expect((await login(ip, email, PASSWORD, { challenge: check.challenge, response: await answerCheck(check) })).statusCode).toBe(200);
      }
      const fetchedEarly = await loginCheck(ip);
      for (let i = 0; i < 3; i++) {
        const check = await loginCheck(ip);
        const wrong = await login(ip, email, "Wrong#Pass1", { challenge: check.challenge, response: await answerCheck(check) });
        expect(wrong.json().errorCodes).toEqual(["user.login.invalid-credentials"]);
      }
      const puzzle = await loginCheck(ip);
      expect(puzzle.puzzle).toBe(true);
      expect(puzzle.work_max).toBeGreaterThan(SLIDER.work.counterMax);
      // A check fetched before the failures passes no more: the address solves the puzzle now.
      expect((await login(ip, email, PASSWORD, { challenge: fetchedEarly.challenge, response: await answerCheck(fetchedEarly) })).json()).toEqual(INVALID);
      const solved = await solveTestCaptcha(app, { remoteAddress: ip, purpose: "login" });
      expect((await login(ip, email, PASSWORD, solved)).statusCode).toBe(200);
      expect((await loginCheck(elsewhere)).puzzle).toBe(false);
    });
  });
});
