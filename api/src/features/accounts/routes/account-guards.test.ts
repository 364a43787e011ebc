import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ACCOUNTS_API_MESSAGES } from "@openpawn/shared/accounts/messages";
import { buildTestApp } from "../../../test/test-app.ts";

const RATE_LIMITED = { code: 429, message: ACCOUNTS_API_MESSAGES.rateLimited, errorCodes: ["rate_limited"] };

/** Rate limits, CORS allow-list, and no development pages once SMTP_URL is set (production). */
describe("account guards", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      SMTP_URL: "smtp://127.0.0.1:9",
      CORS_ORIGINS: "https://allowed.test, https://also.test",
      RATE_LIMIT_LOGIN_PER_IP: "5",
      RATE_LIMIT_SIGNUP_PER_IP: "2",
      RATE_LIMIT_FORGOT_PER_IP: "4",
      RATE_LIMIT_FORGOT_PER_ACCOUNT: "2",
      RATE_LIMIT_NONCE_PER_IP: "3",
    });
  }, 120_000);
  afterAll(() => app.close());

  const post = (url: string, payload: Record<string, unknown>, ip: string) => app.inject({ method: "POST", url, payload, remoteAddress: ip });

  it("limits login per IP with a 429 in the error shape", async () => {
    const ip = "10.0.0.1";
    const login = (username: string) => post("/api/user/users/login", { username, password: "x" }, ip);
    // Requests that prove nothing do not count against the account they name: only the IP's limit stops them.
    for (const username of ["a@example.com", "A@example.com", "a@example.com", "b@example.com", "c@example.com"]) {
      expect((await login(username)).statusCode).toBe(400);
    }
    const limited = await login("d@example.com");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await post("/api/user/users/login", { username: "a@example.com", password: "x" }, "10.0.0.2")).statusCode).toBe(400);
  });

  it("limits sign-up per IP", async () => {
    const signUp = () => post("/api/user/users/signup", { name: "" }, "10.0.1.1");
    expect((await signUp()).statusCode).toBe(400);
    expect((await signUp()).statusCode).toBe(400);
    expect((await signUp()).json()).toEqual(RATE_LIMITED);
  });

  it("limits forgot password per e-mail and per IP", async () => {
    const forgot = (username: string) => app.inject({ method: "GET", url: `/api/user/password/forgot?username=${username}`, remoteAddress: "10.0.2.1" });
    expect((await forgot("x@example.com")).statusCode).toBe(400);
    expect((await forgot("x@example.com")).statusCode).toBe(400);
    expect((await forgot("x@example.com")).statusCode).toBe(429);
    expect((await forgot("y@example.com")).statusCode).toBe(400);
    expect((await forgot("z@example.com")).statusCode).toBe(429);
  });

  it("limits nonce requests", async () => {
    const nonce = () =>
      app.inject({ method: "GET", url: "/api/user/users/nonce?walletAddress=0x0000000000000000000000000000000000000001", remoteAddress: "10.0.3.1" });
    for (let i = 0; i < 3; i++) expect((await nonce()).statusCode).toBe(200);
    expect((await nonce()).json()).toEqual(RATE_LIMITED);
    // The wallet's owner, elsewhere, still gets a message to sign: a stranger cannot use up its allowance.
    const owner = await app.inject({ method: "GET", url: "/api/user/users/nonce?walletAddress=0x0000000000000000000000000000000000000001", remoteAddress: "10.0.3.2" });
    expect(owner.statusCode).toBe(200);
  });

  it("answers CORS only for allowed origins, with credentials", async () => {
    const allowed = await app.inject({ method: "GET", url: "/api/user/users/capcha", headers: { origin: "https://also.test" } });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://also.test");
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true");
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/user/users/login",
      headers: { origin: "https://allowed.test", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://allowed.test");
    const other = await app.inject({ method: "GET", url: "/api/user/users/capcha", headers: { origin: "https://evil.test" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("has no mail catcher pages when SMTP_URL is set", async () => {
    expect(app.mailer.catcher).toBeNull();
    expect((await app.inject({ method: "GET", url: "/api/dev/mail" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/dev/mail" })).statusCode).toBe(404);
  });

  it("serves the captcha picture as a PNG only for a live challenge", async () => {
    const issued = (await app.inject({ method: "GET", url: "/api/user/users/capcha" })).json();
    expect(issued).toMatchObject({ code: 200, data: { gt: "openpawn-slider", challenge: expect.any(String), new_captcha: true } });
    const image = await app.inject({ method: "GET", url: issued.data.image });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
    const missing = await app.inject({ method: "GET", url: "/api/user/users/capcha/image?challenge=nope" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCodes).toEqual(["user.captcha.not-found"]);
  });
});
