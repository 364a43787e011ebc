import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTwinApps } from "../../test/test-app.ts";
import { createUser } from "../../features/notifications/test/fixtures.ts";

// Needs a PostgreSQL server (DATABASE_URL): run by `npm run test -w api` when DATABASE_URL is set, as in CI.
describe("a session ended on one API instance ends on the others (PostgreSQL server)", () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ a, b, close } = await buildTwinApps());
  }, 60_000);
  afterAll(() => close?.());

  const countOn = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: "GET", url: "/api/user/notify/new", headers }).then((response) => response.statusCode);

  async function until401(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
    for (let tries = 0; tries < 100; tries += 1) {
      const status = await countOn(app, headers);
      if (status === 401) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return countOn(app, headers);
  }

  it("refuses on B a token whose session was logged out on A, though B had it cached", async () => {
    const user = await createUser(a, "erin");
    expect(await countOn(b, user.headers)).toBe(200);
    const logout = await a.inject({ method: "PUT", url: "/api/user/users/logout", headers: user.headers });
    expect(logout.statusCode).toBe(200);
    expect(await countOn(a, user.headers)).toBe(401);
    expect(await until401(b, user.headers)).toBe(401);
  });

  it("refuses on B every session of a user whose sessions were all ended on A", async () => {
    const user = await createUser(a, "finn");
    const second = { authorization: `Bearer ${(await a.sessions.start(user.id)).access_token}` };
    expect([await countOn(b, user.headers), await countOn(b, second)]).toEqual([200, 200]);
    await a.sessions.revokeAllOf(user.id);
    expect([await until401(b, user.headers), await until401(b, second)]).toEqual([401, 401]);
  });
});
