import { NewCountCache } from "./new-count-cache.ts";
import fp from "fastify-plugin";
import type { FastifyBaseLogger } from "fastify";
import { asc, inArray, sql } from "drizzle-orm";
import { PRODUCT_NAME, NOTIFICATION_TYPES } from "@openpawn/shared/constants";
import { NOTIFICATION_USER_TYPES, pushMessageBody, validateNotification, type NotificationUserType } from "@openpawn/shared/notifications/catalogue";
import { channelsOf, readRecipient } from "./channels.ts";
import { NotificationMailer } from "./notification-mail.ts";
import type { Database } from "../../db/client.ts";
import type { ProjectionContext } from "../../chain-spine/projector.ts";
import { notificationOutbox, notifications } from "../../db/schema.ts";
import { sendPush } from "./push-sender.ts";
import { BROWSER_PUSH_SERVICES } from "../../config/browser-push-services.ts";
import { PushSubscriptions } from "./push-subscriptions.ts";
import {
  HEARTBEAT_MS,
  NOTIFY_CHANNEL,
  StreamRegistry,
  parseSignal,
  type RealtimeSignal,
  type StreamClient,
} from "./realtime.ts";
import { NotificationStore, toItem, type NotificationRow } from "./store.ts";
import { loadVapidKeys, type VapidKeys } from "./vapid-keys.ts";

export type { NotificationRow } from "./store.ts";

/** Outbox rows moved per transaction. */
const OUTBOX_BATCH = 100;
/** How often each instance also looks for outbox rows a failed delivery left (a database blip after the commit). */
const OUTBOX_RETRY_MS = 30_000;

export interface EmitInput {
  userId: number;
  userType: NotificationUserType;
  txType: number;
  /** The catalogue's meta data (collateral, package, contract, offer, review, reward, user sub-objects). */
  metaData: unknown;
  /** What caused it, when the same cause may be seen twice (a chain log): a second emit with it does nothing. */
  sourceKey?: string;
}

/** An emit the catalogue refuses: a programming error of the emitting feature. */
export class NotificationError extends Error {
  override name = "NotificationError";
}

declare module "fastify" {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/**
 * The one way to notify a user: validates against the catalogue, inserts, then fans out: a NOTIFY on
 * openpawn_notifications reaches every API instance (each pushes to its own open streams of that user),
 * and, as the user's settings choose, Web Push goes to their browsers and an e-mail to their verified address.
 */
export class Notifier {
  readonly store: NotificationStore;
  readonly streams = new StreamRegistry();
  readonly newCounts = new NewCountCache();
  private readonly pending = new Set<Promise<void>>();
  /** The outbox delivery under way, and whether another was asked for meanwhile (one at a time per instance). */
  private delivering: Promise<void> | null = null;
  private deliverAgain = false;

  constructor(
    private readonly db: Database,
    readonly vapid: VapidKeys,
    private readonly log: FastifyBaseLogger,
    readonly subscriptions: PushSubscriptions,
    /** Null without a mailer (an app without the accounts plugin): nothing is e-mailed. */
    private readonly mail: NotificationMailer | null = null,
  ) {
    this.store = new NotificationStore(db);
  }

  /** The stored notification; null when one with the same source key exists already (nothing is sent again). */
  async emit(input: EmitInput & { sourceKey: string }): Promise<NotificationRow | null>;
  async emit(input: Omit<EmitInput, "sourceKey">): Promise<NotificationRow>;
  async emit(input: EmitInput): Promise<NotificationRow | null> {
    const checked = validateNotification(input.userType, input.txType, input.metaData);
    if (!checked.ok) throw new NotificationError(checked.message);
    const [row] = await this.db
      .insert(notifications)
      .values({
        userId: input.userId,
        userType: input.userType,
        txType: input.txType,
        type: checked.definition.filter,
        metaData: JSON.stringify(checked.meta),
        sourceKey: input.sourceKey,
      })
      .onConflictDoNothing({ target: notifications.sourceKey })
      .returning();
    if (!row) return null;
    await this.announce(row);
    return row;
  }

  /**
   * A chain batch's notification: written to the outbox in the batch's transaction, delivered once it commits.
   * Checked against the catalogue now, so a malformed one fails the batch that made it rather than vanishing later.
   */
  enqueue(context: Pick<ProjectionContext, "insert" | "afterCommit">, input: EmitInput & { sourceKey: string }): void {
    const checked = validateNotification(input.userType, input.txType, input.metaData);
    if (!checked.ok) throw new NotificationError(checked.message);
    context.insert(notificationOutbox, {
      sourceKey: input.sourceKey,
      userId: input.userId,
      userType: input.userType,
      txType: input.txType,
      metaData: JSON.stringify(checked.meta),
    });
    context.afterCommit(() => this.deliverOutbox());
  }

  /**
   * Moves the outbox into notifications: each row is stored (once per source key) and deleted in one transaction,
   * then told. Runs after each batch and at start-up; rows a crash left behind are sent then. Rows locked by
   * another instance's delivery are skipped, so replicas never deliver one row twice.
   */
  async deliverOutbox(): Promise<void> {
    if (this.delivering) {
      this.deliverAgain = true;
      return this.delivering;
    }
    this.delivering = (async () => {
      do {
        this.deliverAgain = false;
        while ((await this.deliverOutboxBatch()) === OUTBOX_BATCH) {
          // A full batch: there may be more.
        }
      } while (this.deliverAgain);
    })().finally(() => {
      this.delivering = null;
    });
    return this.delivering;
  }

  private async deliverOutboxBatch(): Promise<number> {
    const { taken, stored } = await this.db.transaction(async (tx) => {
      const rows = await tx.select().from(notificationOutbox).orderBy(asc(notificationOutbox.id)).limit(OUTBOX_BATCH).for("update", { skipLocked: true });
      const stored: NotificationRow[] = [];
      for (const item of rows) {
        const checked = validateNotification(item.userType, item.txType, JSON.parse(item.metaData));
        const type = checked.ok ? checked.definition.filter : null;
        if (type === null) {
          this.log.error({ sourceKey: item.sourceKey }, "outbox notification the catalogue refuses: dropped");
          continue;
        }
        const [row] = await tx
          .insert(notifications)
          .values({ userId: item.userId, userType: item.userType, txType: item.txType, type, metaData: item.metaData, sourceKey: item.sourceKey })
          .onConflictDoNothing({ target: notifications.sourceKey })
          .returning();
        if (row) stored.push(row);
      }
      if (rows.length > 0) await tx.delete(notificationOutbox).where(inArray(notificationOutbox.id, rows.map((item) => item.id)));
      return { taken: rows.length, stored };
    });
    for (const row of stored) await this.announce(row);
    return taken;
  }

  /**
   * Tells a stored notification: the user's streams on every instance now, then their browsers and mailbox in the
   * background (tracked for flush), so a slow push service or SMTP server never holds the emitter or the index.
   */
  private async announce(row: NotificationRow): Promise<void> {
    this.newCounts.forget(row.userId);
    await this.signal({ kind: "notification", userId: row.userId, id: row.id });
    this.track(this.sendOutside(row));
  }

  /** Push and e-mail, each as the user's settings say (channels.ts). */
  private async sendOutside(row: NotificationRow): Promise<void> {
    const recipient = await readRecipient(this.db, row.userId);
    if (!recipient) return;
    const channels = channelsOf(row, recipient.settings);
    const email = recipient.email;
    await Promise.all([
      channels.push && this.pushToBrowsers(row).catch((error: unknown) => this.log.error({ err: error }, "web push delivery failed")),
      channels.email && email && this.mail?.send(row, { email, name: recipient.name }),
    ]);
  }

  /** Tells every instance's streams of this user that counts changed (after reads and deletes). */
  async publishCounts(userId: number): Promise<void> {
    this.newCounts.forget(userId);
    await this.signal({ kind: "counts", userId });
  }

  /** Tells the user's open pages, on every instance, that something they may show changed (a `live` event). */
  async publishLive(userId: number, topic: string, id: number): Promise<void> {
    await this.signal({ kind: "live", userId, topic, id });
  }

  /** Waits for the outbox delivery and the push and e-mail deliveries under way (shutdown, tests). */
  async flush(): Promise<void> {
    while (this.delivering || this.pending.size > 0) {
      await this.delivering?.catch(() => {});
      await Promise.all([...this.pending]);
    }
  }

  private async signal(signal: RealtimeSignal): Promise<void> {
    await this.db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(signal)})`);
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => this.log.error({ err: error }, "notification delivery failed"))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Called for every payload on the channel, from whichever instance emitted it. */
  async onSignal(payload: string): Promise<void> {
    const signal = parseSignal(payload);
    if (!signal) return;
    const clients = this.streams.of(signal.userId);
    if (signal.kind === "live") {
      for (const client of clients) client.send("live", { topic: signal.topic, id: signal.id });
      return;
    }
    this.newCounts.forget(signal.userId);
    if (clients.length === 0) return;
    if (signal.kind === "notification") {
      const row = await this.store.byId(signal.userId, signal.id);
      if (row) for (const client of clients) client.send("notification", toItem(row));
    }
    await this.sendCounts(signal.userId, clients);
  }

  async countsOf(userId: number) {
    const [unreaded, fresh] = await Promise.all([this.store.unreadCounts(userId), this.newCount(userId)]);
    return { new: fresh, unreaded };
  }

  /** The bell's count, from the cache while nothing changed for this user. */
  newCount(userId: number): Promise<number> {
    return this.newCounts.get(userId, () => this.store.newCount(userId));
  }

  async sendCounts(userId: number, clients: StreamClient[] = this.streams.of(userId)): Promise<void> {
    if (clients.length === 0) return;
    const counts = await this.countsOf(userId);
    for (const client of clients) client.send("counts", counts);
  }

  private async pushToBrowsers(row: NotificationRow): Promise<void> {
    const targets = await this.subscriptions.targetsOf(row.userId);
    if (targets.length === 0) return;
    const item = toItem(row);
    const message = { title: PRODUCT_NAME, body: pushMessageBody(item.title), url: item.link ?? `/noti?idOpen=${row.id}`, id: row.id };
    await Promise.all(
      targets.map(async (target) => {
        const outcome = await sendPush(
          { endpoint: target.endpoint, keys: { p256dh: target.keyP256dh, auth: target.keyAuth } },
          message,
          this.vapid,
          row.type === NOTIFICATION_TYPES.WARNING,
        );
        if (outcome.status === "gone") {
          await this.subscriptions.drop(target.id);
          this.log.info({ subscription: target.id }, "push subscription gone: removed");
        } else if (outcome.status === "failed") {
          const dropped = await this.subscriptions.failed(target.id);
          this.log.warn({ subscription: target.id, error: outcome.error, dropped }, "web push not delivered");
        } else if (target.failures > 0) {
          await this.subscriptions.delivered(target.id);
        }
      }),
    );
  }

  /** Heartbeats keep proxies from closing idle streams; a stream whose session ended (logout) is closed. */
  startHeartbeat(isSessionActive: (sessionId: string) => Promise<boolean>): NodeJS.Timeout {
    const timer = setInterval(() => {
      for (const client of this.streams.all()) {
        client.comment("heartbeat");
        isSessionActive(client.sessionId)
          .then((active) => active || client.close())
          .catch(() => {});
      }
    }, HEARTBEAT_MS);
    timer.unref();
    return timer;
  }
}

export default fp(
  async (
    app,
    options: {
      dataDir: string;
      supportEmail: string;
      /** PUBLIC_URL: where e-mailed links lead. */
      publicUrl: string;
      vapidPublicKey?: string;
      vapidPrivateKey?: string;
      vapidSubject?: string;
      /** PUSH_SERVICES: the hosts a subscription's endpoint may name (push-services.ts). */
      pushServices?: readonly string[];
    },
  ) => {
    const vapid = await loadVapidKeys({
      publicKey: options.vapidPublicKey,
      privateKey: options.vapidPrivateKey,
      subject: options.vapidSubject,
      supportEmail: options.supportEmail,
      dataDir: options.dataDir,
    });
    // The accounts plugin (registered before this one) decorates the mailer; without it nothing is e-mailed.
    const mail = app.hasDecorator("mailer") ? new NotificationMailer(app.mailer, options.publicUrl, app.log) : null;
    const subscriptions = new PushSubscriptions(app.database.db, options.pushServices ?? BROWSER_PUSH_SERVICES);
    const notifier = new Notifier(app.database.db, vapid, app.log, subscriptions, mail);
    app.decorate("notifier", notifier);

    const onPayload = (payload: string) => {
      notifier.onSignal(payload).catch((error: unknown) => app.log.error({ err: error }, "notification fan-out failed"));
    };
    const resync = () => {
      notifier.newCounts.forgetAll();
      for (const userId of notifier.streams.users()) void notifier.sendCounts(userId).catch(() => {});
    };
    const listener = await app.database.listen(NOTIFY_CHANNEL, { onPayload, onReconnect: resync, log: app.log });
    const heartbeat = notifier.startHeartbeat((sessionId) => app.sessions.isActive(sessionId));
    const deliver = () => notifier.deliverOutbox().catch((error: unknown) => app.log.error({ err: error }, "notification outbox delivery failed"));
    // What a crash or a failed delivery left in the outbox is sent at start and retried while the API runs.
    app.addHook("onReady", async () => void deliver());
    const outboxRetry = setInterval(() => void deliver(), OUTBOX_RETRY_MS);
    outboxRetry.unref();

    // Open streams would keep the server from closing: end them first.
    app.addHook("preClose", async () => {
      clearInterval(heartbeat);
      clearInterval(outboxRetry);
      for (const client of notifier.streams.all()) client.close();
    });
    app.addHook("onClose", async () => {
      await notifier.flush();
      await listener.close();
    });

    // A welcome notification (NEW_SYSTEM, borrower 103: verify the account for the 50 DFY reward) on activation.
    // The accounts plugin (registered before this one) decorates accountEvents; without it there is no welcome.
    const events = app.hasDecorator("accountEvents") ? app.accountEvents : undefined;
    events?.on("user-activated", async ({ userId }) => {
      await notifier.emit({ userId, userType: NOTIFICATION_USER_TYPES.BORROWER, txType: 103, metaData: {} });
    });
  },
  { name: "notifier", dependencies: ["database", "auth"] },
);
