import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test/test-app.ts";

/**
 * The catcher holds every user's activation and password-reset links: whoever reads it takes over accounts.
 * Only this machine reads it, by the socket's address, whatever a forwarded-for header claims.
 */
describe("the mail catcher's pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.mailer.send({ to: "victim@example.com", subject: "Reset your password", text: "https://openpawn.test/reset?key=secret", html: "" });
  }, 120_000);
  afterAll(() => app.close());

  const read = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, remoteAddress, headers });

  it("answers another machine as a server without a catcher, forwarded-for header or not", async () => {
    for (const url of ["/api/dev/mail", "/api/dev/mail?to=victim@example.com", "/dev/mail"]) {
      const claims: Record<string, string>[] = [{}, { "x-forwarded-for": "127.0.0.1" }, { "x-real-ip": "::1" }];
      for (const headers of claims) {
        const answer = await read(url, "203.0.113.7", headers);
        expect(answer.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(answer.body).not.toContain("secret");
      }
    }
    expect((await read("/api/dev/mail", "::ffff:10.0.0.5")).statusCode).toBe(404);
  });

  it("shows this machine its mail, over IPv4 and IPv6", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const answer = await read("/api/dev/mail?to=victim@example.com", address);
      expect(answer.statusCode, address).toBe(200);
      expect(answer.body).toContain("secret");
    }
    expect((await read("/dev/mail", "127.0.0.1")).body).toContain("Reset your password");
  });
});
