import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../../test/test-app.ts";
import { createUser, type TestUser } from "../../test/fixtures.ts";

const COLLATERAL = { collateral: { idCollateral: 7, nameCollateral: "My BNB", amount: "12.5", cryptoAsset: "BNB" } };
const CONTRACT = { contract: { idContract: 42, amountLoan: "1500", cryptoLoan: "USDT", dueDate: "2026-12-01T10:00:00Z" } };

describe("notification calls (/api/user/notify)", () => {
  let app: FastifyInstance;
  let alice: TestUser;
  let bob: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await createUser(app, "alice");
    bob = await createUser(app, "bob");
    ids.created = (await app.notifier.emit({ userId: alice.id, userType: 1, txType: 1, metaData: COLLATERAL })).id; // ACTIVITIES
    ids.dueSoon = (await app.notifier.emit({ userId: alice.id, userType: 1, txType: 17, metaData: CONTRACT })).id; // WARNING
    ids.urgent = (await app.notifier.emit({ userId: alice.id, userType: 1, txType: 18, metaData: CONTRACT })).id; // WARNING
    ids.welcome = (await app.notifier.emit({ userId: alice.id, userType: 1, txType: 103, metaData: {} })).id; // NEW_SYSTEM
    ids.bobs = (await app.notifier.emit({ userId: bob.id, userType: 2, txType: 6, metaData: { package: { idPackage: 3, namePackage: "P" } } })).id;
  }, 60_000);
  afterAll(() => app.close());

  const call = (user: TestUser | null, method: "GET" | "PUT" | "DELETE" | "POST", url: string, payload?: object) =>
    app.inject({ method, url: `/api/user${url}`, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  it("requires a login for every call but the VAPID key", async () => {
    for (const [method, url] of [["GET", "/notify"], ["GET", "/notify/new"], ["PUT", "/notify/new"], ["GET", "/notify/unreaded"], ["PUT", "/notify/1"],
      ["PUT", "/notify?notiType=0"], ["DELETE", "/notify?notiType=0"], ["POST", "/notify/post-tokens"], ["DELETE", "/notify/post-tokens"],
      ["POST", "/notify/stream-ticket"]] as const) {
      const response = await call(null, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const key = await call(null, "GET", "/notify/vapid-public-key");
    expect(key.json().data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("lists the user's own notifications newest first, in the paged shape, with title and link", async () => {
    const response = await call(alice, "GET", "/notify?notiType=0&isReaded=-1&page=0&size=6");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ number: 0, size: 6, total_pages: 1, total_elements: 4, number_of_elements: 4, is_first: true, is_last: true, has_next: false, has_previous: false });
    expect(data.content.map((n: { id: number }) => n.id)).toEqual([ids.welcome, ids.urgent, ids.dueSoon, ids.created]);
    expect(data.content[3]).toEqual({
      id: ids.created,
      tx_type: 1,
      user_type: 1,
      meta_data: JSON.stringify(COLLATERAL),
      is_readed: false,
      create_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      type: 2,
      title: "Your collateral My BNB (12.5 BNB) has been created",
      link: "/inventory/collateral/7",
    });
    const warnings = (await call(alice, "GET", "/notify?notiType=4")).json().data;
    expect(warnings.content.map((n: { id: number }) => n.id)).toEqual([ids.urgent, ids.dueSoon]);
    expect(warnings.size).toBe(10);
    const paged = (await call(alice, "GET", "/notify?size=3&page=1")).json().data;
    expect(paged).toMatchObject({ number: 1, total_pages: 2, number_of_elements: 1, is_first: false, is_last: true, has_previous: true });
  });

  it("refuses bad filters with a 400 and the reason", async () => {
    for (const query of ["notiType=9", "isReaded=2", "page=-1", "size=0", "size=abc"]) {
      const response = await call(alice, "GET", `/notify?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCodes).toEqual(["invalid_input"]);
    }
  });

  it("counts new notifications until the dropdown is opened", async () => {
    expect((await call(alice, "GET", "/notify/new")).json()).toEqual({ code: 200, data: 4 });
    expect((await call(alice, "PUT", "/notify/new")).json()).toEqual({ code: 200, data: 0 });
    expect((await call(alice, "GET", "/notify/new")).json().data).toBe(0);
    await app.notifier.emit({ userId: alice.id, userType: 1, txType: 26, metaData: {} });
    expect((await call(alice, "GET", "/notify/new")).json().data).toBe(1);
    expect((await call(bob, "GET", "/notify/new")).json().data).toBe(1);
  });

  it("counts unread per type and for ALL, and the counts drop as notifications are read", async () => {
    expect((await call(alice, "GET", "/notify/unreaded")).json().data).toEqual({ ALL: 5, HOT: 1, ACTIVITIES: 1, NEW_SYSTEM: 1, WARNING: 2 });
    const one = await call(alice, "PUT", `/notify/${ids.dueSoon}`);
    expect(one.json().data).toEqual({ ALL: 4, HOT: 1, ACTIVITIES: 1, NEW_SYSTEM: 1, WARNING: 1 });
    const list = (await call(alice, "GET", "/notify?isReaded=1")).json().data;
    expect(list.content.map((n: { id: number }) => n.id)).toEqual([ids.dueSoon]);
    const warnings = await call(alice, "PUT", "/notify?notiType=4");
    expect(warnings.json().data).toEqual({ ALL: 3, HOT: 1, ACTIVITIES: 1, NEW_SYSTEM: 1, WARNING: 0 });
    const all = await call(alice, "PUT", "/notify?notiType=0");
    expect(all.json().data).toEqual({ ALL: 0, HOT: 0, ACTIVITIES: 0, NEW_SYSTEM: 0, WARNING: 0 });
    expect((await call(alice, "GET", "/notify?isReaded=0")).json().data.total_elements).toBe(0);
  });

  it("never lets another user read, mark or delete someone's notifications", async () => {
    const bobsList = (await call(bob, "GET", "/notify")).json().data;
    expect(bobsList.content.map((n: { id: number }) => n.id)).toEqual([ids.bobs]);
    // Marking alice's notification: the same 404 as a notification that does not exist.
    const foreign = await call(bob, "PUT", `/notify/${ids.created}`);
    const missing = await call(bob, "PUT", "/notify/999999");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toEqual({ code: 404, message: "Notification not found", errorCodes: ["notify.not-found"] });
    expect((await call(bob, "PUT", "/notify/abc")).statusCode).toBe(404);
    // Bob's "all" operations touch only his own.
    await call(bob, "PUT", "/notify?notiType=0");
    await call(bob, "DELETE", "/notify?notiType=0");
    expect((await call(bob, "GET", "/notify")).json().data.total_elements).toBe(0);
    expect((await call(alice, "GET", "/notify")).json().data.total_elements).toBe(5);
  });

  it("deletes all notifications of a type, then all", async () => {
    await app.notifier.emit({ userId: alice.id, userType: 1, txType: 19, metaData: { contract: { idContract: 1, ltvCurrent: 70, ltvLiquidation: 80 } } });
    const deleted = await call(alice, "DELETE", "/notify?notiType=4");
    expect(deleted.json().data).toEqual({ ALL: 0, HOT: 0, ACTIVITIES: 0, NEW_SYSTEM: 0, WARNING: 0 });
    const left = (await call(alice, "GET", "/notify")).json().data.content.map((n: { type: number }) => n.type);
    expect(left.sort()).toEqual([1, 2, 3]);
    await call(alice, "DELETE", "/notify");
    expect((await call(alice, "GET", "/notify")).json().data.total_elements).toBe(0);
  });

  it("refuses emits the catalogue does not know or whose meta data is incomplete", async () => {
    await expect(app.notifier.emit({ userId: alice.id, userType: 2, txType: 1, metaData: {} })).rejects.toThrow("Unknown notification");
    await expect(app.notifier.emit({ userId: alice.id, userType: 1, txType: 1, metaData: {} })).rejects.toThrow("Meta data misses");
  });

  it("registers push subscriptions only for the logged-in user, and removes them on logout", async () => {
    const subscription = JSON.stringify({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url"), auth: Buffer.alloc(16, 2).toString("base64url") },
    });
    const forAlice = await call(bob, "POST", "/notify/post-tokens", { idUser: alice.id, tokenNotification: subscription });
    expect(forAlice.statusCode).toBe(403);
    expect(forAlice.json().errorCodes).toEqual(["notify.forbidden"]);
    const bad = await call(alice, "POST", "/notify/post-tokens", { idUser: alice.id, tokenNotification: "{\"endpoint\":\"http://169.254.169.254/\"}" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Invalid push subscription");
    const registered = await call(alice, "POST", "/notify/post-tokens", { idUser: alice.id, tokenNotification: subscription });
    expect(registered.json()).toEqual({ code: 200, data: null });
    const count = async () => (await app.database.db.query.pushSubscriptions.findMany()).filter((s) => s.userId === alice.id).length;
    expect(await count()).toBe(1);
    // Bob cannot remove alice's subscription.
    await call(bob, "DELETE", "/notify/post-tokens", { tokenNotification: subscription });
    expect(await count()).toBe(1);
    await call(alice, "DELETE", "/notify/post-tokens", { tokenNotification: subscription });
    expect(await count()).toBe(0);
  });

  it("welcomes a user whose account is activated (NEW_SYSTEM, verify for 50 DFY)", async () => {
    const carol = await createUser(app, "carol");
    await app.accountEvents.emit("user-activated", { userId: carol.id });
    const list = (await call(carol, "GET", "/notify")).json().data.content;
    expect(list).toEqual([
      expect.objectContaining({ tx_type: 103, user_type: 1, type: 3, title: "Welcome to OpenPawn! Verify your account to receive 50 DFY", link: "/inventory/profile/verification" }),
    ]);
  });

  it("issues single-use stream tickets and refuses anything else", async () => {
    const ticket = (await call(alice, "POST", "/notify/stream-ticket")).json().data;
    expect(ticket).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: 60 });
    for (const url of ["/notify/stream", "/notify/stream?ticket=nope", `/notify/stream?ticket=${ticket.ticket.slice(0, -2)}xx`]) {
      const response = await call(null, "GET", url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().errorCodes).toEqual(["notify.stream-ticket-invalid"]);
    }
  });
});
