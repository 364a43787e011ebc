import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { notifications } from "../../../db/schema.ts";
import type { EmitInput, Notifier } from "../../notifications/notifier.ts";

/** Emits a notification unless one with the same source key exists; answers whether it emitted. */
export type NotifyOnce = (sourceKey: string, input: EmitInput) => Promise<boolean>;

/**
 * NotifyOnce on the notifications' unique source_key. The notifier's emit does not take the key yet, so
 * the key is written onto the row right after; the watcher runs only on the leader, one tick at a time.
 */
export function notifyOnce(db: Database, notifier: Notifier): NotifyOnce {
  return async (sourceKey, input) => {
    const [existing] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.sourceKey, sourceKey));
    if (existing) return false;
    const row = await notifier.emit(input);
    await db.update(notifications).set({ sourceKey }).where(eq(notifications.id, row.id));
    return true;
  };
}
