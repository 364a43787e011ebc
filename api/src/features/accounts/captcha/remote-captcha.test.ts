import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { GeetestVerifier } from "./geetest.ts";
import { RecaptchaVerifier } from "./recaptcha.ts";

const md5 = (value: string) => createHash("md5").update(value).digest("hex");
const readBody = (request: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(new URLSearchParams(body)));
  });

/** Local servers speaking reCAPTCHA's siteverify and GeeTest v3's register/validate protocols. */
describe("remote captcha adapters against local implementations of their protocols", () => {
  let server: Server;
  let base = "";
  const RECAPTCHA_SECRET = "recaptcha-secret";
  const GEETEST_ID = "gt-id";
  const GEETEST_KEY = "gt-key";
  const rawChallenge = "0123456789abcdef0123456789abcdef";
  const seen: Record<string, string>[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      void (async () => {
        const url = new URL(request.url!, "http://localhost");
        response.setHeader("content-type", "application/json");
        if (url.pathname === "/recaptcha/api/siteverify" && request.method === "POST") {
          const form = await readBody(request);
          seen.push(Object.fromEntries(form));
          const success = form.get("secret") === RECAPTCHA_SECRET && form.get("response") === "good-token";
          return response.end(JSON.stringify(success ? { success: true } : { success: false, "error-codes": ["invalid-input-response"] }));
        }
        if (url.pathname === "/register.php") {
          if (url.searchParams.get("gt") !== GEETEST_ID) return response.end(JSON.stringify({ challenge: "" }));
          return response.end(JSON.stringify({ challenge: rawChallenge }));
        }
        if (url.pathname === "/validate.php" && request.method === "POST") {
          const form = await readBody(request);
          const good = form.get("captchaid") === GEETEST_ID && form.get("seccode") === "good|jordan";
          return response.end(JSON.stringify({ seccode: good ? md5(form.get("seccode")!) : "false" }));
        }
        response.statusCode = 404;
        response.end("{}");
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reCAPTCHA v2: posts secret, response and remote ip to siteverify and trusts only success: true", async () => {
    const verifier = new RecaptchaVerifier({ siteKey: "site", secret: RECAPTCHA_SECRET, verifyUrl: `${base}/recaptcha/api/siteverify` });
    expect(await verifier.issue()).toEqual({ gt: "site", challenge: "", new_captcha: false });
    expect(await verifier.verify({ challenge: "", response: "good-token", remoteIp: "10.0.0.1" })).toBe(true);
    expect(seen.at(-1)).toEqual({ secret: RECAPTCHA_SECRET, response: "good-token", remoteip: "10.0.0.1" });
    expect(await verifier.verify({ challenge: "", response: "bad-token" })).toBe(false);
    expect(await verifier.verify({ challenge: "", response: "" })).toBe(false);
    const unreachable = new RecaptchaVerifier({ siteKey: "site", secret: RECAPTCHA_SECRET, verifyUrl: "http://127.0.0.1:9/siteverify" });
    expect(await unreachable.verify({ challenge: "", response: "good-token" })).toBe(false);
  });

  it("GeeTest v3: registers a signed challenge, checks validate locally and seccode with validate.php", async () => {
    const verifier = new GeetestVerifier({ id: GEETEST_ID, key: GEETEST_KEY, apiUrl: base });
    const issued = await verifier.issue("10.0.0.1");
    expect(issued).toEqual({ gt: GEETEST_ID, challenge: md5(rawChallenge + GEETEST_KEY), new_captcha: true, success: 1 });
    const validate = md5(`${GEETEST_KEY}geetest${issued.challenge}`);
    const answer = (seccode: string, v = validate) => JSON.stringify({ geetest_validate: v, geetest_seccode: seccode });
    expect(await verifier.verify({ challenge: issued.challenge, response: answer("good|jordan") })).toBe(true);
    expect(await verifier.verify({ challenge: issued.challenge, response: answer("bad|jordan") })).toBe(false);
    expect(await verifier.verify({ challenge: issued.challenge, response: answer("good|jordan", md5("forged")) })).toBe(false);
    expect(await verifier.verify({ challenge: issued.challenge, response: "not json" })).toBe(false);

    const down = new GeetestVerifier({ id: GEETEST_ID, key: GEETEST_KEY, apiUrl: "http://127.0.0.1:9" });
    expect(await down.issue()).toMatchObject({ success: 0, challenge: "" });
    expect(await down.verify({ challenge: issued.challenge, response: answer("good|jordan") })).toBe(false);
  });
});
