import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { PgTable } from "drizzle-orm/pg-core";
import { eq } from "drizzle-orm";
import { NOTIFICATION_USER_TYPES } from "@openpawn/shared/notifications/catalogue";
import { notifications, users, userSettings } from "../../db/schema.ts";
import { buildTestApp } from "../../test/test-app.ts";
import type { EmitInput } from "./notifier.ts";
import { createUser, type TestUser } from "./test/fixtures.ts";
import { startPushService, type PushService, type TestSubscriber } from "./test/push-service.ts";

const PUBLIC_URL = "https://app.openpawn.test";
const PACKAGE_CREATED = { userType: NOTIFICATION_USER_TYPES.LENDER, txType: 6, metaData: { package: { idPackage: 12, namePackage: "Gold Rush" } } };
const PACKAGE_TITLE = "Your loan package Gold Rush has been created";
const LOTTERY_OPEN = { userType: NOTIFICATION_USER_TYPES.BORROWER, txType: 25, metaData: {} };

/** A chain batch's notifications, as the index writes them: into the outbox in one transaction, delivered after commit. */
async function indexBatch(app: FastifyInstance, inputs: (EmitInput & { sourceKey: string })[]): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const rows: [PgTable, Record<string, unknown>][] = [];
    const context = { insert: (table: PgTable, row: Record<string, unknown>) => void rows.push([table, row]), afterCommit: () => {} };
    for (const input of inputs) app.notifier.enqueue(context, input);
    for (const [table, row] of rows) await tx.insert(table).values(row);
  });
  await app.notifier.deliverOutbox();
}

let batch = 0;
const caused = (userId: number, notice: Omit<EmitInput, "userId">) => ({ ...notice, userId, sourceKey: `test:mail:${++batch}` });

describe("notifications by e-mail", () => {
  let app: FastifyInstance;
  let push: PushService;
  const emailOf = async (user: TestUser) => (await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email!;
  const mailsTo = async (user: TestUser) => {
    const address = await emailOf(user);
    return (await app.mailer.catcher!.list()).filter((mail) => mail.to.includes(address));
  };
  const settle = (user: TestUser, settings: Partial<typeof userSettings.$inferInsert>) =>
    app.database.db.insert(userSettings).values({ userId: user.id, ...settings }).onConflictDoUpdate({ target: userSettings.userId, set: settings });
  /** A user with a browser subscribed to push. */
  const subscribed = async (name: string): Promise<TestUser & { browser: TestSubscriber }> => {
    const user = await createUser(app, name);
    const browser = push.subscriber();
    const registered = await app.inject({ method: "POST", url: "/api/user/notify/post-tokens", headers: user.headers, payload: { idUser: user.id, tokenNotification: browser.json } });
    expect(registered.statusCode).toBe(200);
    return { ...user, browser };
  };
  const pushesTo = (user: { browser: TestSubscriber }) => push.received.filter((item) => item.path === new URL(user.browser.endpoint).pathname);

  beforeAll(async () => {
    push = await startPushService();
    app = await buildTestApp({ PUBLIC_URL, PUSH_SERVICES: new URL(push.subscriber().endpoint).host });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await push?.close();
  });

  it("mails an indexed lender notification with its title as subject, its absolute link and the settings link, and pushes it too", async () => {
    const lender = await subscribed("lender");
    await indexBatch(app, [caused(lender.id, PACKAGE_CREATED)]);
    await app.notifier.flush();

    const [mail, ...more] = await mailsTo(lender);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(PACKAGE_TITLE);
    expect(mail!.links).toEqual([`${PUBLIC_URL}/inventory/loan-package/12`, `${PUBLIC_URL}/inventory/setting`]);
    expect(mail!.text).toContain(`You receive this e-mail because "E-mails about my loans, offers and contracts" is on`);
    expect(pushesTo(lender).map((item) => item.message.url)).toEqual(["/inventory/loan-package/12"]);
  });

  it("sends no e-mail to a user who turned e-mails about their loans off; their push still comes", async () => {
    const lender = await subscribed("quiet-lender");
    await settle(lender, { receiveLendingEmails: false });
    await indexBatch(app, [caused(lender.id, PACKAGE_CREATED)]);
    await app.notifier.flush();

    expect(await mailsTo(lender)).toEqual([]);
    expect(pushesTo(lender).map((item) => item.message.body)).toEqual([PACKAGE_TITLE]);
    // The in-app list keeps it whatever the channels.
    expect(await app.database.db.select().from(notifications).where(eq(notifications.userId, lender.id))).toHaveLength(1);
  });

  it("sends neither e-mail nor push of a group the user turned off; push off stops push only", async () => {
    const lender = await subscribed("no-lender-news");
    await settle(lender, { lender: false });
    await indexBatch(app, [caused(lender.id, PACKAGE_CREATED)]);
    await app.notifier.flush();
    expect([await mailsTo(lender), pushesTo(lender)]).toEqual([[], []]);

    await settle(lender, { lender: true, push: false });
    await indexBatch(app, [caused(lender.id, PACKAGE_CREATED)]);
    await app.notifier.flush();
    expect([(await mailsTo(lender)).map((mail) => mail.subject), pushesTo(lender)]).toEqual([[PACKAGE_TITLE], []]);
  });

  it("mails news (a lottery round) only to those who asked for news by e-mail", async () => {
    const player = await createUser(app, "player");
    await app.notifier.emit({ userId: player.id, ...LOTTERY_OPEN });
    await app.notifier.flush();
    expect(await mailsTo(player)).toEqual([]);

    await settle(player, { receiveMarketingEmails: true });
    await app.notifier.emit({ userId: player.id, ...LOTTERY_OPEN });
    await app.notifier.flush();
    const [mail] = await mailsTo(player);
    expect(mail).toMatchObject({ subject: "A new lottery round is open: get your tickets", links: [`${PUBLIC_URL}/farm/lottery`, `${PUBLIC_URL}/inventory/setting`] });
    expect(mail!.text).toContain(`"News and offers by e-mail" is on`);
  });

  it("never mails an address its owner has not confirmed", async () => {
    const pending = await createUser(app, "pending");
    await app.database.db.update(users).set({ status: "pending" }).where(eq(users.id, pending.id));
    await indexBatch(app, [caused(pending.id, PACKAGE_CREATED)]);
    await app.notifier.flush();
    expect(await mailsTo(pending)).toEqual([]);
  });
});

describe("notifications by e-mail through an SMTP server that does not answer", () => {
  let app: FastifyInstance;
  let silent: Server;
  const connections: Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never greets: the SMTP client waits until its timeout.
    silent = createServer((socket) => void connections.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    app = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    for (const socket of connections) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await app?.close();
  });

  it("stores and announces the index's notifications without waiting for the mail", async () => {
    const lender = await createUser(app, "lender");
    const started = Date.now();
    await indexBatch(app, [caused(lender.id, PACKAGE_CREATED)]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await app.database.db.select().from(notifications).where(eq(notifications.userId, lender.id))).toHaveLength(1);
    // The e-mail is under way, stuck at the server's door.
    await expect.poll(() => connections.length).toBeGreaterThan(0);
  });
});
