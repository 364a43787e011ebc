import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema.ts";
import { isPushServiceEndpoint } from "./push-services.ts";

const base64url = (bytes: number, message: string) =>
  z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, message).refine((value) => Buffer.from(value, "base64url").length === bytes, message);

/** A browser's PushSubscription.toJSON(), as the web sends it in tokenNotification. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2048)
    .url("Invalid push subscription endpoint")
    .refine((value) => value.startsWith("https://"), "Invalid push subscription endpoint"),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, "Invalid push subscription key"),
    auth: base64url(16, "Invalid push subscription auth secret"),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** Reads tokenNotification: the PushSubscription JSON text (or the object itself). */
export function parsePushSubscription(token: unknown): PushSubscriptionJson {
  let value = token;
  if (typeof token === "string") {
    try {
      value = JSON.parse(token);
    } catch {
      value = null;
    }
  }
  return pushSubscriptionSchema.parse(value);
}

/** The endpoint named by a tokenNotification given at logout: the subscription JSON or the endpoint itself. */
export function endpointOf(token: string): string {
  try {
    const value = JSON.parse(token) as { endpoint?: unknown };
    if (typeof value?.endpoint === "string") return value.endpoint;
  } catch {
    // a bare endpoint
  }
  return token;
}

/** Subscriptions one user keeps: registering another drops their oldest (a browser long gone, or a script's). */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** Deliveries in a row a push service may fail before the subscription is dropped. */
export const MAX_PUSH_FAILURES = 5;

export class PushSubscriptions {
  constructor(
    private readonly db: Database,
    /** PUSH_SERVICES: the hosts an endpoint may name (push-services.ts). */
    private readonly services: readonly string[],
  ) {}

  /** Whether the API will send to this endpoint: one of the configured push services, never an internal address. */
  accepts(endpoint: string): boolean {
    return isPushServiceEndpoint(endpoint, this.services);
  }

  /**
   * Registers (or moves to this user: the browser that holds it is the one logged in now) a subscription the caller
   * has checked with `accepts`, then keeps the user's newest MAX_PUSH_SUBSCRIPTIONS_PER_USER.
   */
  async register(userId: number, subscription: PushSubscriptionJson): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(pushSubscriptions)
        .values({ userId, endpoint: subscription.endpoint, keyP256dh: subscription.keys.p256dh, keyAuth: subscription.keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, keyP256dh: subscription.keys.p256dh, keyAuth: subscription.keys.auth, createdAt: new Date(), failures: 0 },
        });
      const kept = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    });
  }

  /** Where a user's notifications are pushed: subscriptions on a push service still configured. */
  async targetsOf(userId: number) {
    const rows = await this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    return rows.filter((row) => this.accepts(row.endpoint));
  }

  async drop(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  /** A delivery failed: answers whether that was one too many in a row, and the subscription is gone. */
  async failed(id: number): Promise<boolean> {
    const [row] = await this.db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, id))
      .returning({ failures: pushSubscriptions.failures });
    if (!row || row.failures < MAX_PUSH_FAILURES) return false;
    await this.drop(id);
    return true;
  }

  /** A delivery went through: the failures in a row start over. */
  async delivered(id: number): Promise<void> {
    await this.db.update(pushSubscriptions).set({ failures: 0 }).where(eq(pushSubscriptions.id, id));
  }

  /** Removes one of this user's subscriptions; someone else's is left alone, and nobody learns which. */
  async remove(userId: number, endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  async countOf(userId: number): Promise<number> {
    return (await this.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).length;
  }
}
