import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES, ACCOUNTS_API_MESSAGES, PASSWORD_MESSAGES } from "@openpawn/shared/accounts/messages";
import { buildTestApp } from "../../../../test/test-app.ts";
import { lastMailTo, solveTestCaptcha } from "../../../../test/captcha.ts";

const PASSWORD = "Secret#2024";
const HIGH_LIMITS = {
  RATE_LIMIT_LOGIN_PER_IP: "1000",
  RATE_LIMIT_LOGIN_FAILURES: "1000",
  RATE_LIMIT_SIGNUP_PER_IP: "1000",
  RATE_LIMIT_FORGOT_PER_IP: "1000",
  RATE_LIMIT_FORGOT_PER_ACCOUNT: "1000",
  RATE_LIMIT_ACCOUNT_PROBES: "2",
  RATE_LIMIT_CAPTCHA_PER_IP: "1000",
  RATE_LIMIT_CAPTCHA_IMAGES_PER_IP: "1000",
  PUBLIC_URL: "https://openpawn.test",
};

describe("e-mail accounts: sign-up, confirmation, login, refresh, logout, passwords", () => {
  let app: FastifyInstance;
  const events: { name: string; payload: unknown }[] = [];
  let counter = 0;
  const newEmail = () => `user${++counter}-${Date.now()}@example.com`;

  beforeAll(async () => {
    app = await buildTestApp(HIGH_LIMITS);
    app.accountEvents.on("user-registered", (payload) => void events.push({ name: "user-registered", payload }));
    app.accountEvents.on("user-activated", (payload) => void events.push({ name: "user-activated", payload }));
   }, 120_000);
  afterAll(() => app.close());

  async function signUp(body: Record<string, unknown>) {
    const captcha = await solveTestCaptcha(app);
    return app.inject({
      method: "POST",
      url: "/api/user/users/signup",
      payload: { name: "Ann", password: PASSWORD, challenge: captcha.challenge, recaptcha_response: captcha.response, ...body },
    });
  }
  /** `remoteAddress`: the client's address, whose failed sign-ins make its later captchas' work grow. */
  async function login(username: string, password = PASSWORD, remoteAddress?: string) {
    const captcha = await solveTestCaptcha(app, { purpose: "login", remoteAddress });
    return app.inject({
      method: "POST",
      url: "/api/user/users/login",
      payload: { username, password, recaptchaResponse: captcha.response, challenge: captcha.challenge },
      remoteAddress,
    });
  }
  async function confirm(email: string) {
    const mail = await lastMailTo(app, email);
    const key = new URL(mail.links[0]!).searchParams.get("confirmation_key")!;
    return app.inject({ method: "POST", url: `/api/user/users/confirmation?key=${encodeURIComponent(key)}` });
  }
  /** A confirmed account and its tokens. */
  async function activeUser(email = newEmail(), password = PASSWORD) {
    expect((await signUp({ email, password })).statusCode).toBe(200);
    expect((await confirm(email)).statusCode).toBe(200);
    const response = await login(email, password);
    expect(response.statusCode).toBe(200);
    return { email, ...(response.json().data as { access_token: string; refresh_token: string }) };
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it("signs up a pending user and e-mails a single-use confirmation link", async () => {
    const email = newEmail();
    const response = await signUp({ email: email.toUpperCase(), shared_referred_id: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: { email, status: "pending" } });
    const mail = await lastMailTo(app, email);
    expect(mail.subject).toBe(ACCOUNTS_API_MESSAGES.activationSubject);
    expect(mail.links[0]).toMatch(/^https:\/\/openpawn\.test\/\?confirmation_key=[\w-]{43}$/);
    expect(mail.text).toContain(mail.links[0]);
    expect(mail.html).toContain("Hello Ann,");

    const pending = await login(email);
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toEqual({ code: 404, message: ACCOUNT_MESSAGES.userNotActive, errorCodes: ["user.login.user-not-active"] });

    expect((await confirm(email)).json()).toEqual({ code: 200, data: { activated: true } });
    const again = await confirm(email);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCodes).toEqual(["user.confirmation.invalid-key"]);
    const userId = response.json().data.userId;
    expect(events).toContainEqual({ name: "user-registered", payload: { userId, referredByUserId: null, email, via: "email" } });
    expect(events).toContainEqual({ name: "user-activated", payload: { userId } });
  });

  it("refuses confirmation without a key or with an unknown one", async () => {
    for (const url of ["/api/user/users/confirmation", "/api/user/users/confirmation?key=nope"]) {
      const response = await app.inject({ method: "POST", url });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCodes).toEqual(["user.confirmation.invalid-key"]);
    }
  });

  it("refuses an existing e-mail, an unknown referral id and a missing captcha with the spec's codes", async () => {
    const { email } = await activeUser();
    const existing = await signUp({ email });
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toEqual({ code: 409, message: "Email already exists", errorCodes: ["user.register.email-already-existed"] });

    for (const field of ["shared_referred_id", "referral_code"]) {
      const unknown = await signUp({ email: newEmail(), [field]: "NOBODY99" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        code: 400,
        message: "Please enter correct referral ID",
        errorCodes: ["user.register.referred-id-owner-not-found"],
      });
    }

    const noCaptcha = await app.inject({ method: "POST", url: "/api/user/users/signup", payload: { name: "A", email: newEmail(), password: PASSWORD } });
    expect(noCaptcha.json()).toEqual({ code: 400, message: "Invalid captcha", errorCodes: ["user.captcha.invalid"] });
  });

  it("answers whether an e-mail has an account only so often per address: past the free answers, each waits longer", async () => {
    const { email } = await activeUser();
    const from = (ip: string) => ({
      forgot: async (username: string) => {
        const captcha = await solveTestCaptcha(app);
        const query = { username, challenge: captcha.challenge, recaptcha_response: captcha.response };
        return app.inject({ method: "GET", url: "/api/user/password/forgot", query, remoteAddress: ip });
      },
      signUp: async (address: string) => {
        const captcha = await solveTestCaptcha(app);
        const payload = { name: "Ann", email: address, password: PASSWORD, challenge: captcha.challenge, recaptcha_response: captcha.response };
        return app.inject({ method: "POST", url: "/api/user/users/signup", payload, remoteAddress: ip });
      },
    });
    const prober = from("10.7.0.1");
    // Answers that say nothing about an account (a refused captcha) are not counted.
    for (let attempt = 0; attempt < 4; attempt++) {
      const blind = await app.inject({ method: "GET", url: "/api/user/password/forgot", query: { username: newEmail() }, remoteAddress: "10.7.0.1" });
      expect(blind.json().errorCodes).toEqual(["user.captcha.invalid"]);
    }
    expect((await prober.forgot(newEmail())).statusCode).toBe(404);
    expect((await prober.signUp(email)).statusCode).toBe(409);
    expect((await prober.forgot(newEmail())).statusCode).toBe(404);
    // The wait is checked before the captcha (1 s now): sent at once, without solving one.
    const waiting = await app.inject({ method: "POST", url: "/api/user/users/signup", payload: { name: "Ann", email, password: PASSWORD }, remoteAddress: "10.7.0.1" });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().errorCodes).toEqual(["rate_limited"]);
    expect(Number(waiting.headers["retry-after"])).toBeGreaterThan(0);
    // Another address still gets the spec's answers.
    expect((await from("10.7.0.2").forgot(newEmail())).json().errorCodes).toEqual(["user.password.email-not-found"]);
  });

  it("records the referrer named by referral_code or shared_referred_id", async () => {
    const referrer = await activeUser();
    const profile = await app.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, referrer.email) });
    const email = newEmail();
    const response = await signUp({ email, referral_code: profile!.referralCode.toLowerCase() });
    expect(response.statusCode).toBe(200);
    const created = await app.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) });
    expect(created!.referredByUserId).toBe(profile!.id);
    expect(events).toContainEqual({ name: "user-registered", payload: { userId: created!.id, referredByUserId: profile!.id, email, via: "email" } });
  });

  it("answers validation errors with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", email: newEmail() }, ACCOUNT_FORM_MESSAGES.nameRequired],
      [{ email: "not-an-email" }, ACCOUNT_FORM_MESSAGES.invalidEmail],
      [{ email: newEmail(), password: "" }, ACCOUNT_FORM_MESSAGES.invalidPassword],
      [{ email: newEmail(), password: "Secret#pass" }, PASSWORD_MESSAGES.digit],
      [{ email: newEmail(), password: "Sec#1" }, PASSWORD_MESSAGES.length],
      [{ email: newEmail(), password: "secret#2024" }, PASSWORD_MESSAGES.uppercase],
      [{ email: newEmail(), password: "SECRET#2024" }, PASSWORD_MESSAGES.lowercase],
      [{ email: newEmail(), password: "Secret2024" }, PASSWORD_MESSAGES.special],
    ];
    for (const [body, message] of cases) {
      const response = await app.inject({ method: "POST", url: "/api/user/users/signup", payload: { name: "Ann", password: PASSWORD, ...body } });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ code: 400, message, errorCodes: ["invalid_input"] });
    }
    const noPassword = await app.inject({ method: "POST", url: "/api/user/users/login", payload: { username: "a@b.co", password: "" } });
    expect(noPassword.json().message).toBe(ACCOUNT_FORM_MESSAGES.passwordRequired);
    const badUser = await app.inject({ method: "POST", url: "/api/user/users/login", payload: { username: "ab", password: "x" } });
    expect(badUser.json().message).toBe(ACCOUNT_FORM_MESSAGES.invalidEmail);
  });

  it("logs in with the captcha and sets the refresh cookie; wrong or unknown credentials get one answer", async () => {
    const { email } = await activeUser();
    const response = await login(email);
    const data = response.json().data;
    expect(data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600 });
    const cookie = response.cookies.find((item) => item.name === "refresh_token")!;
    expect(cookie).toMatchObject({ value: data.refresh_token, httpOnly: true, sameSite: "Strict", path: "/api/user/users", secure: true });
    // An account signed up with a password is offered Change Password (a wallet-only one is not).
    const profile = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: bearer(data.access_token) });
    expect(profile.json().data).toMatchObject({ email, hasPassword: true });

    // Failures from an address of their own: they would make every later test's captcha work grow.
    const failing = "10.8.0.1";
    const wrong = await login(email, "Wrong#2024x", failing);
    const unknown = await login(newEmail(), PASSWORD, failing);
    for (const refused of [wrong, unknown]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 401, message: ACCOUNT_MESSAGES.loginFailed, errorCodes: ["user.login.invalid-credentials"] });
    }
    const badCaptcha = await app.inject({
      method: "POST",
      url: "/api/user/users/login",
      payload: { username: email, password: PASSWORD, recaptchaResponse: "1:900", challenge: "unknown" },
      remoteAddress: failing,
    });
    expect(badCaptcha.json().errorCodes).toEqual(["user.captcha.invalid"]);
  });

  it("rotates the refresh token from the body or the cookie, and revokes the session when a spent token is reused", async () => {
    const user = await activeUser();
    const viaBody = await app.inject({ method: "POST", url: "/api/user/users/refresh_token", payload: { refresh_token: user.refresh_token } });
    expect(viaBody.statusCode).toBe(200);
    const rotated = viaBody.json().data.refresh_token as string;
    expect(rotated).not.toBe(user.refresh_token);
    expect(viaBody.cookies.find((item) => item.name === "refresh_token")?.value).toBe(rotated);

    const viaCookie = await app.inject({ method: "POST", url: "/api/user/users/refresh_token", cookies: { refresh_token: rotated } });
    expect(viaCookie.statusCode).toBe(200);
    const newest = viaCookie.json().data as { access_token: string; refresh_token: string };

    const none = await app.inject({ method: "POST", url: "/api/user/users/refresh_token", payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCodes).toEqual(["user.refresh-token.invalid"]);
    const garbage = await app.inject({ method: "POST", url: "/api/user/users/refresh_token", payload: { refresh_token: "garbage" } });
    expect(garbage.json().errorCodes).toEqual(["user.refresh-token.invalid"]);

    // A forged secret for a live session counts as reuse: the session ends, its tokens stop working.
    const sessionId = newest.refresh_token.split(".")[0];
    const forged = await app.inject({ method: "POST", url: "/api/user/users/refresh_token", payload: { refresh_token: `${sessionId}.forged` } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCodes).toEqual(["user.refresh-token.reused"]);
    const afterTheft = await app.inject({ method: "PUT", url: "/api/user/users/logout", headers: bearer(newest.access_token) });
    expect(afterTheft.statusCode).toBe(401);
  });

  it("logs out only the caller's session: B cannot end A's, A's tokens die with A's logout", async () => {
    const a = await activeUser();
    const b = await activeUser();
    expect((await app.inject({ method: "PUT", url: "/api/user/users/logout" })).statusCode).toBe(401);
    const bOut = await app.inject({ method: "PUT", url: "/api/user/users/logout", headers: bearer(b.access_token) });
    expect(bOut.json()).toEqual({ code: 200, data: null });
    expect(bOut.cookies.find((item) => item.name === "refresh_token")?.value).toBe("");
    // A still works after B's logout.
    const aRefresh = await app.inject({ method: "POST", url: "/api/user/users/refresh_token", payload: { refresh_token: a.refresh_token } });
    expect(aRefresh.statusCode).toBe(200);
    const aTokens = aRefresh.json().data as { access_token: string; refresh_token: string };
    expect((await app.inject({ method: "PUT", url: "/api/user/users/logout", headers: bearer(aTokens.access_token) })).statusCode).toBe(200);
    expect((await app.inject({ method: "PUT", url: "/api/user/users/logout", headers: bearer(aTokens.access_token) })).statusCode).toBe(401);
    const dead = await app.inject({ method: "POST", url: "/api/user/users/refresh_token", payload: { refresh_token: aTokens.refresh_token } });
    expect(dead.statusCode).toBe(401);
  });

  it("forgot password e-mails a reset link; unknown e-mail is 'Email user not found'", async () => {
    const { email } = await activeUser();
    const captcha = await solveTestCaptcha(app);
    const query = new URLSearchParams({ challenge: captcha.challenge, username: email, recaptcha_response: captcha.response });
    const response = await app.inject({ method: "GET", url: `/api/user/password/forgot?${query}` });
    expect(response.json()).toEqual({ code: 200, data: null, message: ACCOUNT_MESSAGES.forgotSent });
    const mail = await lastMailTo(app, email);
    expect(mail.subject).toBe(ACCOUNTS_API_MESSAGES.resetSubject);
    expect(mail.links[0]).toMatch(/^https:\/\/openpawn\.test\/\?reset_key=[\w-]{43}$/);

    const other = await solveTestCaptcha(app);
    const unknownQuery = new URLSearchParams({ challenge: other.challenge, username: newEmail(), recaptcha_response: other.response });
    const unknown = await app.inject({ method: "GET", url: `/api/user/password/forgot?${unknownQuery}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: "Email user not found", errorCodes: ["user.password.email-not-found"] });

    const noCaptcha = await app.inject({ method: "GET", url: `/api/user/password/forgot?username=${encodeURIComponent(email)}` });
    expect(noCaptcha.json().errorCodes).toEqual(["user.captcha.invalid"]);
    const invalid = await app.inject({ method: "GET", url: "/api/user/password/forgot?username=nope" });
    expect(invalid.json()).toMatchObject({ code: 400, message: "Invalid email" });
  });

  it("resets the password with the e-mailed key once; the old password and its sessions stop working", async () => {
    const user = await activeUser();
    const captcha = await solveTestCaptcha(app);
    const query = new URLSearchParams({ challenge: captcha.challenge, username: user.email, recaptcha_response: captcha.response });
    await app.inject({ method: "GET", url: `/api/user/password/forgot?${query}` });
    const key = new URL((await lastMailTo(app, user.email)).links[0]!).searchParams.get("reset_key")!;

    const same = await app.inject({ method: "PUT", url: "/api/user/password/reset", payload: { key, new_password: PASSWORD } });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      code: 400,
      message: "New password can not be the same as old password",
      errorCodes: ["user.password.new-password-is-same-old-password"],
    });
    const weak = await app.inject({ method: "PUT", url: "/api/user/password/reset", payload: { key, new_password: "" } });
    expect(weak.json().message).toBe("Invalid New password");

    const reset = await app.inject({ method: "PUT", url: "/api/user/password/reset", payload: { key, new_password: "Newer#2025" } });
    expect(reset.json()).toEqual({ code: 200, data: null });
    const reused = await app.inject({ method: "PUT", url: "/api/user/password/reset", payload: { key, new_password: "Newest#2026" } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCodes).toEqual(["user.password.reset-key-invalid"]);

    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, "Newer#2025")).statusCode).toBe(200);
    expect((await app.inject({ method: "PUT", url: "/api/user/users/logout", headers: bearer(user.access_token) })).statusCode).toBe(401);
  });

  it("a reset or a password change retires every reset link sent before it", async () => {
    const user = await activeUser();
    const requestReset = async () => {
      const captcha = await solveTestCaptcha(app);
      const query = new URLSearchParams({ challenge: captcha.challenge, username: user.email, recaptcha_response: captcha.response });
      await app.inject({ method: "GET", url: `/api/user/password/forgot?${query}` });
      return new URL((await lastMailTo(app, user.email)).links[0]!).searchParams.get("reset_key")!;
    };
    const reset = (key: string, password: string) => app.inject({ method: "PUT", url: "/api/user/password/reset", payload: { key, new_password: password } });

    // Two links requested (one perhaps from a mailbox someone else reads); the newer one is used.
    const older = await requestReset();
    const newer = await requestReset();
    expect((await reset(newer, "Newer#2025")).statusCode).toBe(200);
    const stale = await reset(older, "Taken#2025");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errorCodes).toEqual(["user.password.reset-key-invalid"]);

    // A link requested before a password change is dead after it.
    const beforeChange = await requestReset();
    const session = (await login(user.email, "Newer#2025")).json().data;
    const change = await app.inject({
      method: "PUT",
      url: "/api/user/password/change",
      headers: bearer(session.access_token),
      payload: { old_password: "Newer#2025", new_password: "Changed#2026" },
    });
    expect(change.statusCode).toBe(200);
    expect((await reset(beforeChange, "Taken#2026")).json().errorCodes).toEqual(["user.password.reset-key-invalid"]);
    expect((await login(user.email, "Changed#2026")).statusCode).toBe(200);
  });

  it("changes the password: 412 for a wrong current password, sessions ended on success, B cannot change A's", async () => {
    const a = await activeUser();
    const b = await activeUser();
    const noAuth = await app.inject({ method: "PUT", url: "/api/user/password/change", payload: { old_password: PASSWORD, new_password: "Other#2025" } });
    expect(noAuth.statusCode).toBe(401);

    const wrong = await app.inject({
      method: "PUT",
      url: "/api/user/password/change",
      headers: bearer(a.access_token),
      payload: { old_password: "Wrong#2024", new_password: "Other#2025" },
    });
    expect(wrong.statusCode).toBe(412);
    expect(wrong.json()).toEqual({ code: 412, message: "The current password is incorrect", errorCodes: ["user.password.current-password-incorrect"] });
    const missing = await app.inject({
      method: "PUT",
      url: "/api/user/password/change",
      headers: bearer(a.access_token),
      payload: { old_password: "", new_password: "Other#2025" },
    });
    expect(missing.json().message).toBe("Invalid current password");
    const same = await app.inject({
      method: "PUT",
      url: "/api/user/password/change",
      headers: bearer(a.access_token),
      payload: { old_password: PASSWORD, new_password: PASSWORD },
    });
    expect(same.json().errorCodes).toEqual(["user.password.new-password-is-same-old-password"]);

    // B's token changes B's password, never A's.
    const changed = await app.inject({
      method: "PUT",
      url: "/api/user/password/change",
      headers: bearer(b.access_token),
      payload: { old_password: PASSWORD, new_password: "Other#2025" },
    });
    expect(changed.json()).toEqual({ code: 200, data: null });
    expect((await login(a.email)).statusCode).toBe(200);
    expect((await login(b.email)).statusCode).toBe(401);
    expect((await login(b.email, "Other#2025")).statusCode).toBe(200);
    expect((await app.inject({ method: "PUT", url: "/api/user/users/logout", headers: bearer(b.access_token) })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: "/api/user/users/refresh_token", payload: { refresh_token: b.refresh_token } })).statusCode).toBe(401);
  });

  it("sends no CORS headers when CORS_ORIGINS is unset (same origin only)", async () => {
    const response = await app.inject({ method: "GET", url: "/api/user/users/capcha", headers: { origin: "https://elsewhere.test" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves the caught mail as JSON and as a page with the body in a sandboxed frame whose links open in the top window", async () => {
    const json = await app.inject({ method: "GET", url: "/api/dev/mail" });
    const list = json.json().data as { id: number; subject: string; html: string }[];
    expect(list.length).toBeGreaterThan(3);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    const page = await app.inject({ method: "GET", url: "/dev/mail" });
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    // No scripts and no same origin in the frame, but a clicked link navigates the top window: a link that
    // stayed in the frame would load the app where it cannot run, and seem to do nothing.
    const sandbox = /<iframe sandbox="([^"]*)"/.exec(page.body)?.[1]?.split(" ") ?? [];
    expect(sandbox).toContain("allow-top-navigation-by-user-activation");
    expect(sandbox).not.toContain("allow-scripts");
    expect(sandbox).not.toContain("allow-same-origin");
    const srcdoc = /srcdoc="([^"]*)"/.exec(page.body)?.[1] ?? "";
    expect(srcdoc).toMatch(/^&lt;!doctype html&gt;&lt;html&gt;&lt;head&gt;&lt;base target=&quot;_top&quot;&gt;/);
    expect(page.body).toContain(ACCOUNTS_API_MESSAGES.activationSubject);
  });
});
