import { describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { createCaptcha } from "./create-captcha.ts";
import { RecaptchaVerifier } from "./recaptcha.ts";
import { SliderCaptcha } from "./slider-captcha.ts";

const base = {
  CAPTCHA_PROVIDER: "self-hosted" as const,
  RECAPTCHA_SITE_KEY: "",
  RECAPTCHA_SECRET: "",
  RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
  GEETEST_ID: "",
  GEETEST_KEY: "",
  GEETEST_API_URL: "http://127.0.0.1:9",
  CAPTCHA_LIVE_PER_IP: 10,
};
// Choosing the verifier never touches the database; the slider only uses it when a challenge is made.
const db = {} as Database;

describe("createCaptcha", () => {
  it("uses the self-hosted slider by default", () => {
    expect(createCaptcha(base, db, "test-secret")).toBeInstanceOf(SliderCaptcha);
    expect((createCaptcha({ ...base, CAPTCHA_LIVE_PER_IP: 3 }, db, "test-secret") as SliderCaptcha).livePerIp).toBe(3);
  });

  it("refuses to start a remote provider without the keys the browser and the server both need", () => {
    expect(() => createCaptcha({ ...base, CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SECRET: "secret" }, db, "test-secret")).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => createCaptcha({ ...base, CAPTCHA_PROVIDER: "geetest", GEETEST_ID: "id" }, db, "test-secret")).toThrow(/GEETEST_KEY/);
    expect(createCaptcha({ ...base, CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET: "secret" }, db, "test-secret")).toBeInstanceOf(RecaptchaVerifier);
  });
});
