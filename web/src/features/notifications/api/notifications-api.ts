import { NOTIFICATIONS_ENDPOINTS } from "@openpawn/shared/notifications/endpoints";
import type { Paged } from "@openpawn/shared/common/paged";
import { NOTIFICATION_TYPES } from "@openpawn/shared/constants";
import { describeNotification } from "@openpawn/shared/notifications/catalogue";
import type { NotificationRecord, UnreadCounts } from "@openpawn/shared/notifications/schemas";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/**
 * The notification calls of the user service (spec §7), the one place that knows their paths and shapes.
 * Decisions: docs/decisions/0008-notifications.md (API), 0011-notifications-web.md (web).
 */

export type NotificationTypeName = keyof typeof NOTIFICATION_TYPES;
export type NotificationTypeCode = (typeof NOTIFICATION_TYPES)[NotificationTypeName];

/** A notification as the server sends it (§3), with its title and link from the shared catalogue. */
export type { NotificationRecord, UnreadCounts };

/** A notification ready to show: the server's record with its title and link from the shared catalogue. */
export interface NotificationItem {
  id: number;
  type: number;
  isRead: boolean;
  createdAt: string;
  title: string;
  link: string | null;
}

/** The `counts` event of the stream: the new count and the unread counts. */
export interface StreamCounts {
  new: number;
  unreaded: UnreadCounts;
}

export interface ListParams {
  notiType: NotificationTypeCode;
  /** -1: read and unread; 0: unread only; 1: read only. */
  isReaded: -1 | 0 | 1;
  page: number;
  size: number;
}

export function toItem(record: NotificationRecord): NotificationItem {
  const { title, link } = record.title ? { title: record.title, link: record.link ?? null } : describeNotification(record);
  return { id: record.id, type: record.type, isRead: Boolean(record.is_readed), createdAt: record.create_at, title, link };
}

/** The header's bell reads the counts: the endpoints load with the first call, after the first paint (decision 0019). */

export const notificationsApi = {
  list: async (params: ListParams, signal?: AbortSignal): Promise<Paged<NotificationItem>> => {
    const page = await callEndpoint(NOTIFICATIONS_ENDPOINTS.list, { query: params, signal });
    return { ...page, content: page.content.map(toItem) };
  },
  newCount: (signal?: AbortSignal) => callEndpoint(NOTIFICATIONS_ENDPOINTS.newCount, { signal }),
  clearNew: async (): Promise<void> => {
    await callEndpoint(NOTIFICATIONS_ENDPOINTS.clearNew);
  },
  unreadCounts: (signal?: AbortSignal) => callEndpoint(NOTIFICATIONS_ENDPOINTS.unreadCounts, { signal }),
  /** PUT notify/{id}; answers the unread counts after the change. */
  markRead: (id: number) => callEndpoint(NOTIFICATIONS_ENDPOINTS.markRead, { params: { id } }),
  markAllRead: (notiType: NotificationTypeCode) => callEndpoint(NOTIFICATIONS_ENDPOINTS.markAllRead, { query: { notiType } }),
  /** A one-time ticket that opens the event stream (EventSource cannot send the bearer header). */
  streamTicket: async (): Promise<string> => (await callEndpoint(NOTIFICATIONS_ENDPOINTS.streamTicket)).ticket,
  deleteByType: (notiType: NotificationTypeCode) => callEndpoint(NOTIFICATIONS_ENDPOINTS.deleteAll, { query: { notiType } }),
};
