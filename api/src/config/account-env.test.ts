import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

/** A local run: mail goes to the built-in catcher. */
const LOCAL = { SMTP_CATCHER: "1" };

describe("account settings of readEnv", () => {
  it("defaults PUBLIC_URL to this server's own address and the rest to the local stack", () => {
    const env = readEnv(LOCAL);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(readEnv({ ...LOCAL, HOST: "127.0.0.1", PORT: "4100" }).PUBLIC_URL).toBe("http://127.0.0.1:4100");
    expect(readEnv({ SMTP_URL: "smtp://mail.test", HOST: "0.0.0.0" }).PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env).toMatchObject({ SMTP_CATCHER_PORT: 2525, CAPTCHA_PROVIDER: "self-hosted", CORS_ORIGINS: [] });
  });

  it("reads PUBLIC_URL without a trailing slash, CORS_ORIGINS as a list, and refuses an unknown captcha provider", () => {
    const env = readEnv({ ...LOCAL, PUBLIC_URL: "https://openpawn.io/", CORS_ORIGINS: "https://a.test, https://b.test ,", SMTP_CATCHER_PORT: "0" });
    expect(env.PUBLIC_URL).toBe("https://openpawn.io");
    expect(env.CORS_ORIGINS).toEqual(["https://a.test", "https://b.test"]);
    expect(env.SMTP_CATCHER_PORT).toBe(0);
    expect(() => readEnv({ ...LOCAL, CAPTCHA_PROVIDER: "hcaptcha" })).toThrow(/CAPTCHA_PROVIDER/);
  });
});
