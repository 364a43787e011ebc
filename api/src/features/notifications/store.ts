import { and, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import { describeNotification } from "@openpawn/shared/notifications/catalogue";
import { NOTIFICATION_TYPES } from "@openpawn/shared/constants";
import type { notificationItemSchema, unreadCountsSchema } from "@openpawn/shared/notifications/schemas";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { notificationMarkers, notifications } from "../../db/schema.ts";

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification as the API answers it: the spec's field names, plus title and link from the catalogue. */
export type NotificationItem = z.output<typeof notificationItemSchema>;

/** Unread counts per filter type, named as the spec names them (§3). */
export type UnreadCounts = z.output<typeof unreadCountsSchema>;

export function toItem(row: NotificationRow): NotificationItem {
  const item = {
    id: row.id,
    tx_type: row.txType,
    user_type: row.userType,
    meta_data: row.metaData,
    is_readed: row.isReaded,
    create_at: row.createAt.toISOString(),
    type: row.type,
  };
  return { ...item, ...describeNotification(item) };
}

/** Filter type 0 (ALL) matches every type. */
function ofType(userId: number, notiType: number): SQL {
  const mine = eq(notifications.userId, userId);
  return notiType === NOTIFICATION_TYPES.ALL ? mine : (and(mine, eq(notifications.type, notiType)) ?? mine);
}

/** Every query of the notification calls, always scoped to one user. */
export class NotificationStore {
  constructor(private readonly db: Database) {}

  async list(userId: number, options: { notiType: number; isReaded: -1 | 0 | 1; page: number; size: number }) {
    const conditions = [ofType(userId, options.notiType)];
    if (options.isReaded !== -1) conditions.push(eq(notifications.isReaded, options.isReaded === 1));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.id))
        .limit(options.size)
        .offset(options.page * options.size),
      this.db.select({ value: count() }).from(notifications).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async byId(userId: number, id: number): Promise<NotificationRow | undefined> {
    const [row] = await this.db.select().from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    return row;
  }

  async unreadCounts(userId: number): Promise<UnreadCounts> {
    const rows = await this.db
      .select({ type: notifications.type, value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isReaded, false)))
      .groupBy(notifications.type);
    const counts: UnreadCounts = { ALL: 0, HOT: 0, ACTIVITIES: 0, NEW_SYSTEM: 0, WARNING: 0 };
    for (const { type, value } of rows) {
      counts.ALL += value;
      const name = (["HOT", "ACTIVITIES", "NEW_SYSTEM", "WARNING"] as const)[type - 1];
      if (name) counts[name] += value;
    }
    return counts;
  }

  /** Notifications created after the bell was last opened: one round trip, polled by every open tab. */
  async newCount(userId: number): Promise<number> {
    const lastOpened = this.db
      .select({ id: notificationMarkers.lastOpenedId })
      .from(notificationMarkers)
      .where(eq(notificationMarkers.userId, userId));
    const [result] = await this.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), gt(notifications.id, sql`coalesce((${lastOpened}), 0)`)));
    return result?.value ?? 0;
  }

  /** Opening the dropdown: everything existing now stops being new. */
  async markOpened(userId: number): Promise<void> {
    const latest = sql`coalesce((select max(${notifications.id}) from ${notifications} where ${notifications.userId} = ${userId}), 0)`;
    await this.db
      .insert(notificationMarkers)
      .values({ userId, lastOpenedId: latest, openedAt: new Date() })
      .onConflictDoUpdate({
        target: notificationMarkers.userId,
        set: {
          lastOpenedId: sql`greatest(${notificationMarkers.lastOpenedId}, excluded.last_opened_id)`,
          openedAt: sql`excluded.opened_at`,
        },
      });
  }

  /** Marks one of the user's notifications read; false when the user has no such notification. */
  async markRead(userId: number, id: number): Promise<boolean> {
    const updated = await this.db
      .update(notifications)
      .set({ isReaded: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return updated.length === 1;
  }

  async markAllRead(userId: number, notiType: number): Promise<number> {
    const updated = await this.db
      .update(notifications)
      .set({ isReaded: true })
      .where(and(ofType(userId, notiType), eq(notifications.isReaded, false)))
      .returning({ id: notifications.id });
    return updated.length;
  }

  async deleteAll(userId: number, notiType: number): Promise<number> {
    const deleted = await this.db.delete(notifications).where(ofType(userId, notiType)).returning({ id: notifications.id });
    return deleted.length;
  }
}
