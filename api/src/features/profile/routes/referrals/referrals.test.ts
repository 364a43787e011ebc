import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { notifications } from "../../../../db/schema.ts";
import { buildTestApp } from "../../../../test/test-app.ts";
import { makeUser, makeWalletUser } from "../../../../test/profile-fixtures.ts";

describe("referrals", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const register = (userId: number, referredByUserId: number | null) =>
    app.accountEvents.emit("user-registered", { userId, referredByUserId, email: null, via: "email" });
  const list = (auth: Record<string, string>, query: Record<string, string> = {}) => app.inject({ method: "GET", url: "/api/user/users/referrals", headers: auth, query });

  it("records a pending 50 DFY referral on user-registered and notifies the referrer (100)", async () => {
    const referrer = await makeUser(app);
    const invitee = await makeUser(app, { email: "invited-friend@example.com", name: "Friend" });
    await register(invitee.id, referrer.id);
    await register(invitee.id, referrer.id); // the same event twice records one referral

    const response = await list(referrer.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      content: [
        {
          id: expect.any(Number),
          inviteeUserId: invitee.id,
          inviteeName: "Friend",
          inviteeEmail: "inv***@example.com",
          status: "pending",
          rewardAmount: "50000000000000000000",
          rewardToken: "DFY",
          rewardDecimals: 18,
          createdAt: expect.any(String),
          rewardedAt: null,
        },
      ],
      number: 0,
      size: 10,
      total_pages: 1,
      total_elements: 1,
      number_of_elements: 1,
      is_first: true,
      is_last: true,
      has_next: false,
      has_previous: false,
    });

    const rows = await app.database.db.select().from(notifications).where(eq(notifications.userId, referrer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ txType: 100, userType: 1 });
    expect(JSON.parse(rows[0]!.metaData)).toMatchObject({ reward: { email: "inv***@example.com", amount: "50" } });
  });

  it("ignores registrations without a referrer and self-referrals", async () => {
    const user = await makeUser(app);
    await register(user.id, null);
    await register(user.id, user.id);
    expect((await list(user.auth)).json().data.total_elements).toBe(0);
  });

  it("pages the list, newest first", async () => {
    const referrer = await makeUser(app);
    const invitees = [];
    for (let index = 0; index < 3; index += 1) {
      const invitee = await makeWalletUser(app);
      invitees.push(invitee);
      await register(invitee.id, referrer.id);
    }
    const page = (await list(referrer.auth, { page: "1", size: "2" })).json().data;
    expect(page).toMatchObject({ number: 1, size: 2, total_pages: 2, total_elements: 3, number_of_elements: 1, is_first: false, is_last: true, has_next: false, has_previous: true });
    expect(page.content[0]).toMatchObject({ inviteeUserId: invitees[0]!.id, inviteeEmail: null });
  });

  it("user B cannot read user A's referrals; bad paging is a 400", async () => {
    const a = await makeUser(app);
    const b = await makeUser(app);
    const invitee = await makeUser(app);
    await register(invitee.id, a.id);
    expect((await list(b.auth)).json().data.total_elements).toBe(0);
    expect((await list(b.auth, { userId: String(a.id) })).json().data.total_elements).toBe(0);
    expect((await list({})).statusCode).toBe(401);
    for (const query of [{ page: "-1" }, { size: "0" }, { size: "1000" }, { page: "x" }] as Record<string, string>[]) {
      expect((await list(a.auth, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
