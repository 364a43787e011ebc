import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test/test-app.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/** Parses a Content-Security-Policy header into its directives. */
const directives = (header: string | undefined) =>
  Object.fromEntries((header ?? "").split(";").map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));

describe("security headers on the web app and the API", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), "openpawn-csp-"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>OpenPawn</title>");
    app = await buildTestApp({ WEB_DIST: webDist, PUBLIC_RPC_URL: "https://bsc-rpc.example:8545/", PUBLIC_URL: "https://app.openpawn.test" });
  }, 120_000);
  afterAll(() => app.close());

  it("refuses to be framed and sniffed, on the page, a deep link and the API", async () => {
    for (const url of ["/", "/pawn/contract/7", "/api/config", "/api/no-such-route"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["strict-transport-security"], url).toMatch(/max-age=\d+/);
      const csp = directives(response.headers["content-security-policy"] as string);
      expect(csp["frame-ancestors"], url).toEqual(["'none'"]);
      expect(csp["script-src"], url).toEqual(["'self'"]);
      expect(csp["object-src"], url).toEqual(["'none'"]);
      expect(csp["connect-src"], url).toEqual(["'self'", "https://bsc-rpc.example:8545", "wss://bsc-rpc.example:8545"]);
    }
  });

  it("lets in exactly the sign-in and captcha services that are configured", () => {
    const base = { publicRpcUrl: "http://127.0.0.1:8545", googleSignIn: false, facebookSignIn: false } as const;
    expect(contentSecurityPolicy({ ...base, captchaProvider: "self-hosted" })).toMatchObject({ scriptSrc: ["'self'"], frameSrc: ["'none'"] });
    const recaptcha = contentSecurityPolicy({ ...base, captchaProvider: "recaptcha", googleSignIn: true });
    expect(recaptcha.scriptSrc).toEqual(["'self'", "https://accounts.google.com", "https://www.google.com", "https://www.gstatic.com", "https://recaptcha.net"]);
    expect(recaptcha.frameSrc).toContain("https://www.google.com");
    const geetest = contentSecurityPolicy({ ...base, captchaProvider: "geetest", facebookSignIn: true });
    expect(geetest.scriptSrc).toEqual(expect.arrayContaining(["https://connect.facebook.net", "https://static.geetest.com", "https://api.geetest.com"]));
    expect(geetest.scriptSrc).not.toContain("https://www.google.com");
  });
});
