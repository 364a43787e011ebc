import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema.ts";

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

export class PushSubscriptions {
  constructor(private readonly db: Database) {}

  /** Registers (or moves to this user: the browser that holds it is the one logged in now) a subscription. */
  async register(userId: number, subscription: PushSubscriptionJson): Promise<void> {
    await this.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: subscription.endpoint, keyP256dh: subscription.keys.p256dh, keyAuth: subscription.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, keyP256dh: subscription.keys.p256dh, keyAuth: subscription.keys.auth, createdAt: new Date() },
      });
  }

  /** Removes one of this user's subscriptions; someone else's is left alone, and nobody learns which. */
  async remove(userId: number, endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  async countOf(userId: number): Promise<number> {
    return (await this.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).length;
  }
}
