import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { notifications, pushSubscriptions, userSettings } from "../../db/schema.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { createUser, type TestUser } from "./test/fixtures.ts";
import { startPushService, type PushService, type TestSubscriber } from "./test/push-service.ts";
import { MAX_PUSH_FAILURES, MAX_PUSH_SUBSCRIPTIONS_PER_USER } from "./push-subscriptions.ts";

const LONG_TITLE_META = {
  collateral: { idCollateral: 7, nameCollateral: "Grandfather's gold watch collection", amount: "12.5", cryptoAsset: "BNB" },
};

describe("Web Push delivery", () => {
  let app: FastifyInstance;
  let push: PushService;
  let alice: TestUser;
  let browser: TestSubscriber;

  beforeAll(async () => {
    push = await startPushService();
    app = await buildTestApp({ SUPPORT_EMAIL: "help@openpawn.test", PUSH_SERVICES: `fcm.googleapis.com,${new URL(push.subscriber().endpoint).host}` });
    alice = await createUser(app, "alice");
    browser = push.subscriber();
    const registered = await app.inject({
      method: "POST",
      url: "/api/user/notify/post-tokens",
      headers: alice.headers,
      payload: { idUser: alice.id, tokenNotification: browser.json },
    });
    expect(registered.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await push.close();
  });

  const pathOf = (subscriber: TestSubscriber) => new URL(subscriber.endpoint).pathname;

  it("sends a VAPID-signed, aes128gcm-encrypted message with the title cut at 50 characters", async () => {
    const arrival = push.next(pathOf(browser));
    const row = await app.notifier.emit({ userId: alice.id, userType: 1, txType: 1, metaData: LONG_TITLE_META });
    const received = await arrival;
    expect(push.errors).toEqual([]);
    const fullTitle = "Your collateral Grandfather's gold watch collection (12.5 BNB) has been created";
    expect(received.message).toEqual({
      title: "OpenPawn",
      body: `${fullTitle.slice(0, 50)}...`,
      url: "/inventory/collateral/7",
      id: row.id,
    });
    expect(received.message.body).toHaveLength(53);
    // Signed with the key the browser subscribed with, by the configured contact, for this push service.
    const key = (await app.inject({ method: "GET", url: "/api/user/notify/vapid-public-key" })).json().data.publicKey;
    expect(received.vapid.publicKey).toBe(key);
    expect(received.vapid.claims).toMatchObject({ aud: push.origin, sub: "mailto:help@openpawn.test" });
    expect(received.headers["content-encoding"]).toBe("aes128gcm");
  });

  it("keeps short titles whole and marks warnings urgent", async () => {
    const arrival = push.next(pathOf(browser));
    await app.notifier.emit({ userId: alice.id, userType: 1, txType: 26, metaData: {} });
    expect((await arrival).message.body).toBe("The lottery has been drawn: check your tickets");
    const warning = push.next(pathOf(browser));
    await app.notifier.emit({ userId: alice.id, userType: 1, txType: 19, metaData: { contract: { idContract: 4, ltvCurrent: 75, ltvLiquidation: 80 } } });
    expect((await warning).headers.urgency).toBe("high");
  });

  it("respects the noti-setting: no push when push, or that kind of notification, is off", async () => {
    const before = push.received.length;
    await app.database.db.insert(userSettings).values({ userId: alice.id, push: false });
    await app.notifier.emit({ userId: alice.id, userType: 1, txType: 26, metaData: {} });
    // Delivery reads the settings in the background: let it finish before they change again.
    await app.notifier.flush();
    await app.database.db.update(userSettings).set({ push: true, system: false }).where(eq(userSettings.userId, alice.id));
    await app.notifier.emit({ userId: alice.id, userType: 1, txType: 103, metaData: {} });
    await app.notifier.flush();
    expect(push.received.length).toBe(before);
    const arrival = push.next(pathOf(browser));
    await app.notifier.emit({ userId: alice.id, userType: 1, txType: 25, metaData: {} });
    expect((await arrival).message.body).toContain("lottery");
    await app.database.db.delete(userSettings).where(eq(userSettings.userId, alice.id));
  });

  it("removes subscriptions the push service answers 404 or 410 for, and keeps the others", async () => {
    const gone = push.subscriber();
    const expired = push.subscriber();
    for (const subscriber of [gone, expired]) {
      await app.inject({ method: "POST", url: "/api/user/notify/post-tokens", headers: alice.headers, payload: { idUser: alice.id, tokenNotification: subscriber.json } });
    }
    push.respond(pathOf(gone), 410);
    push.respond(pathOf(expired), 404);
    const arrival = push.next(pathOf(browser));
    await app.notifier.emit({ userId: alice.id, userType: 1, txType: 25, metaData: {} });
    await arrival;
    await app.notifier.flush();
    const left = await app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, alice.id));
    expect(left.map((s) => s.endpoint)).toEqual([browser.endpoint]);
  });

  it("pushes a notification once when it is emitted twice with the same source key", async () => {
    const before = push.received.length;
    const emitOnce = () => app.notifier.emit({ userId: alice.id, userType: 1, txType: 26, metaData: {}, sourceKey: "test:drawn-once" });
    expect(await emitOnce()).not.toBeNull();
    expect(await emitOnce()).toBeNull();
    await app.notifier.flush();
    expect(push.received.length).toBe(before + 1);
    const stored = await app.database.db.select().from(notifications).where(eq(notifications.sourceKey, "test:drawn-once"));
    expect(stored).toHaveLength(1);
  });

  it("sends nothing to a user without subscriptions, and never another user's notifications", async () => {
    const bob = await createUser(app, "bob");
    const before = push.received.length;
    await app.notifier.emit({ userId: bob.id, userType: 2, txType: 6, metaData: { package: { idPackage: 1, namePackage: "P" } } });
    await app.notifier.flush();
    expect(push.received.length).toBe(before);
  });

  it("refuses endpoints off the push services (internal addresses, other ports) and never sends to one already stored", async () => {
    const register = (endpoint: string) =>
      app.inject({
        method: "POST",
        url: "/api/user/notify/post-tokens",
        headers: alice.headers,
        payload: { idUser: alice.id, tokenNotification: JSON.stringify({ ...JSON.parse(browser.json), endpoint }) },
      });
    const service = new URL(browser.endpoint);
    for (const endpoint of [
      `https://127.0.0.1:${Number(service.port) + 1}/push`,
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1/",
      "https://fcm.googleapis.com.attacker.test/fcm/send/x",
    ]) {
      const refused = await register(endpoint);
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().message).toBe("Invalid push subscription");
    }
    // One written before the rule (or before PUSH_SERVICES changed) is skipped at send time.
    const [stale] = await app.database.db
      .insert(pushSubscriptions)
      .values({ userId: alice.id, endpoint: `https://127.0.0.1:${Number(service.port) + 1}/stale`, keyP256dh: browser.keys.p256dh, keyAuth: browser.keys.auth })
      .returning();
    expect(await app.notifier.subscriptions.targetsOf(alice.id)).not.toContainEqual(expect.objectContaining({ id: stale!.id }));
    await app.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, stale!.id));
  });

  it("keeps a user's newest 10 subscriptions, and drops one whose service fails 5 times in a row", async () => {
    const bob = await createUser(app, "bob");
    const subscribers = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER + 2 }, () => push.subscriber());
    for (const subscriber of subscribers) {
      const registered = await app.inject({ method: "POST", url: "/api/user/notify/post-tokens", headers: bob.headers, payload: { idUser: bob.id, tokenNotification: subscriber.json } });
      expect(registered.statusCode).toBe(200);
    }
    const endpoints = async () => (await app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, bob.id))).map((row) => row.endpoint).sort();
    const newest = subscribers.slice(2);
    expect(await endpoints()).toEqual(newest.map((subscriber) => subscriber.endpoint).sort());

    const [failing, ...healthy] = newest;
    push.respond(pathOf(failing!), 500);
    for (let round = 1; round <= MAX_PUSH_FAILURES; round++) {
      await app.notifier.emit({ userId: bob.id, userType: 1, txType: 26, metaData: {} });
      await app.notifier.flush();
      expect((await endpoints()).includes(failing!.endpoint), `round ${round}`).toBe(round < MAX_PUSH_FAILURES);
    }
    expect(await endpoints()).toEqual(healthy.map((subscriber) => subscriber.endpoint).sort());
  });
});
