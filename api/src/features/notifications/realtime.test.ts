import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../test/test-app.ts";
import { createUser, type TestUser } from "./test/fixtures.ts";
import { openStream, type TestStream } from "../../test/event-stream.ts";

const WELCOME = { userType: 1, txType: 103, metaData: {} } as const;

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: "127.0.0.1" });
}

async function ticketFor(app: FastifyInstance, user: TestUser): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/user/notify/stream-ticket", headers: user.headers });
  return response.json().data.ticket;
}

describe("realtime notification stream (one instance)", () => {
  let app: FastifyInstance;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;
  const streams: TestStream[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    base = await listen(app);
    alice = await createUser(app, "alice");
    bob = await createUser(app, "bob");
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app.close();
  });

  const open = async (user: TestUser) => {
    const stream = await openStream(`${base}/api/user/notify/stream?ticket=${await ticketFor(app, user)}`);
    streams.push(stream);
    return stream;
  };

  it("opens with a ticket, sends the counts, then each new notification and the counts after reads", async () => {
    const stream = await open(alice);
    expect(stream.status).toBe(200);
    expect(await stream.next("counts")).toEqual({ new: 0, unreaded: { ALL: 0, HOT: 0, ACTIVITIES: 0, NEW_SYSTEM: 0, WARNING: 0 } });

    const row = await app.notifier.emit({ userId: alice.id, ...WELCOME });
    const pushed = (await stream.next("notification", (data) => (data as { id: number }).id === row.id)) as Record<string, unknown>;
    expect(pushed).toMatchObject({ id: row.id, tx_type: 103, user_type: 1, type: 3, is_readed: false, link: "/inventory/profile/verification" });
    expect(pushed.title).toBe("Welcome to OpenPawn! Verify your account to receive 50 DFY");
    await stream.next("counts", (data) => (data as { unreaded: { ALL: number } }).unreaded.ALL === 1);

    await app.inject({ method: "PUT", url: `/api/user/notify/${row.id}`, headers: alice.headers });
    await stream.next("counts", (data) => (data as { new: number; unreaded: { ALL: number } }).unreaded.ALL === 0);
    await app.inject({ method: "PUT", url: "/api/user/notify/new", headers: alice.headers });
    await stream.next("counts", (data) => (data as { new: number }).new === 0);
  });

  it("never sends a user's notifications to another user's stream", async () => {
    const bobs = await open(bob);
    await bobs.next("counts");
    const row = await app.notifier.emit({ userId: alice.id, ...WELCOME });
    const alices = await open(alice);
    await alices.next("counts");
    const mine = await app.notifier.emit({ userId: bob.id, userType: 2, txType: 7, metaData: { package: { idPackage: 2, namePackage: "P" } } });
    await bobs.next("notification", (data) => (data as { id: number }).id === mine.id);
    expect(bobs.events.filter((e) => e.event === "notification").map((e) => (e.data as { id: number }).id)).toEqual([mine.id]);
    expect(row.userId).toBe(alice.id);
  });

  it("sends a live event only to the user it is for, without touching the counts", async () => {
    const alices = await open(alice);
    const bobs = await open(bob);
    await Promise.all([alices.next("counts"), bobs.next("counts")]);
    await app.notifier.publishLive(alice.id, "negotiation", 42);
    expect(await alices.next("live")).toEqual({ topic: "negotiation", id: 42 });
    await app.notifier.publishLive(bob.id, "negotiation", 7);
    expect(await bobs.next("live")).toEqual({ topic: "negotiation", id: 7 });
    expect(alices.events.filter((e) => e.event === "live")).toHaveLength(1);
    expect(alices.events.filter((e) => e.event === "counts")).toHaveLength(1);
  });

  it("stores and streams a notification once when it is emitted twice with the same source key", async () => {
    const carol = await createUser(app, "carol");
    const stream = await open(carol);
    await stream.next("counts");
    const first = await app.notifier.emit({ userId: carol.id, ...WELCOME, sourceKey: "test:same-cause" });
    expect(await app.notifier.emit({ userId: carol.id, ...WELCOME, sourceKey: "test:same-cause" })).toBeNull();
    const later = await app.notifier.emit({ userId: carol.id, ...WELCOME });
    await stream.next("notification", (data) => (data as { id: number }).id === later.id);
    expect(stream.events.filter((e) => e.event === "notification").map((e) => (e.data as { id: number }).id)).toEqual([first!.id, later.id]);
  });

  it("refuses a spent ticket, and a ticket whose session has ended", async () => {
    const ticket = await ticketFor(app, bob);
    const first = await openStream(`${base}/api/user/notify/stream?ticket=${ticket}`);
    streams.push(first);
    expect(first.status).toBe(200);
    const again = await fetch(`${base}/api/user/notify/stream?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { message: string }).message).toBe("The notification stream ticket is invalid or has expired");

    const carol = await createUser(app, "carol");
    const carolsTicket = await ticketFor(app, carol);
    await app.sessions.revoke(carol.sessionId);
    expect((await fetch(`${base}/api/user/notify/stream?ticket=${carolsTicket}`)).status).toBe(401);
  });
});
