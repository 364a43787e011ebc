import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { notificationOutbox, notifications } from "../../db/schema.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { NOTIFICATION_USER_TYPES } from "@openpawn/shared/notifications/catalogue";
import { Notifier, NotificationError, type EmitInput } from "./notifier.ts";
import { createUser, type TestUser } from "./test/fixtures.ts";

const META = { collateral: { idCollateral: 7, nameCollateral: "Gold watch", amount: "12.5", cryptoAsset: "BNB" } };

/**
 * A chain batch that writes `inputs` through `notifier` and commits (or throws after writing, when `fail` is set),
 * and whose after-commit work never runs: the process died right after the commit.
 */
async function batchThenCrash(db: Database, notifier: Notifier, inputs: (EmitInput & { sourceKey: string })[], fail = false): Promise<void> {
  await db.transaction(async (tx) => {
    const rows: [PgTable, Record<string, unknown>][] = [];
    const context = { insert: (table: PgTable, row: Record<string, unknown>) => void rows.push([table, row]), afterCommit: () => {} };
    for (const input of inputs) notifier.enqueue(context, input);
    for (const [table, row] of rows) await tx.insert(table).values(row);
    if (fail) throw new Error("the batch failed");
  });
}

describe("notification outbox", () => {
  let app: FastifyInstance;
  let alice: TestUser;
  const ofAlice = () => app.database.db.select().from(notifications).where(eq(notifications.userId, alice.id));
  const outbox = () => app.database.db.select().from(notificationOutbox);

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await createUser(app, "alice");
  }, 60_000);
  afterAll(() => app?.close());

  it("sends at start-up what a batch committed before the process died, once", async () => {
    const input = { userId: alice.id, userType: NOTIFICATION_USER_TYPES.BORROWER, txType: 1, metaData: META, sourceKey: "test:crash:1" };
    await batchThenCrash(app.database.db, app.notifier, [input]);
    expect(await ofAlice()).toEqual([]);
    expect(await outbox()).toHaveLength(1);

    // The app starts (ready): the outbox is delivered.
    await app.ready();
    await app.notifier.flush();
    await expect.poll(ofAlice).toHaveLength(1);
    expect(await outbox()).toEqual([]);
    const [stored] = await ofAlice();
    expect(stored).toMatchObject({ txType: 1, userType: NOTIFICATION_USER_TYPES.BORROWER, sourceKey: "test:crash:1" });
    expect(JSON.parse(stored!.metaData)).toMatchObject(META);

    // The same cause written again (a replayed batch) and delivered by a second instance: still one notification.
    await batchThenCrash(app.database.db, app.notifier, [input]);
    const replica = new Notifier(app.database.db, app.notifier.vapid, app.log, app.notifier.subscriptions);
    await Promise.all([replica.deliverOutbox(), app.notifier.deliverOutbox()]);
    expect(await ofAlice()).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });

  it("writes nothing for a batch that rolls back", async () => {
    const input = { userId: alice.id, userType: NOTIFICATION_USER_TYPES.BORROWER, txType: 1, metaData: META, sourceKey: "test:rolled-back:1" };
    await expect(batchThenCrash(app.database.db, app.notifier, [input], true)).rejects.toThrow("the batch failed");
    expect(await outbox()).toEqual([]);
    await app.notifier.deliverOutbox();
    expect((await ofAlice()).map((row) => row.sourceKey)).not.toContain("test:rolled-back:1");
  });

  it("delivers more than one transaction's worth of rows in one call", async () => {
    const inputs = Array.from({ length: 130 }, (_, index) => ({ userId: alice.id, userType: NOTIFICATION_USER_TYPES.BORROWER, txType: 1, metaData: META, sourceKey: `test:many:${index}` }));
    await batchThenCrash(app.database.db, app.notifier, inputs);
    await app.notifier.deliverOutbox();
    const keys = (await ofAlice()).map((row) => row.sourceKey);
    expect(keys.filter((key) => key?.startsWith("test:many:"))).toHaveLength(130);
    expect(await outbox()).toEqual([]);
  });

  it("refuses a notification the catalogue does not know when the batch writes it", async () => {
    const input = { userId: alice.id, userType: NOTIFICATION_USER_TYPES.BORROWER, txType: 9999, metaData: {}, sourceKey: "test:unknown:1" };
    await expect(batchThenCrash(app.database.db, app.notifier, [input])).rejects.toThrow(NotificationError);
    expect(await outbox()).toEqual([]);
  });
});
