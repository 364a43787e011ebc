import { NOTIFICATION_TYPES } from "@openpawn/shared/constants";
import { describeNotification } from "@openpawn/shared/notifications/catalogue";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * The notification calls of the user service (spec §7), the one place that knows their paths and shapes.
 * Decisions: docs/decisions/0008-notifications.md (API), 0011-notifications-web.md (web).
 */

export type NotificationTypeName = keyof typeof NOTIFICATION_TYPES;
export type NotificationTypeCode = (typeof NOTIFICATION_TYPES)[NotificationTypeName];

/** A notification as the server sends it (§3). */
export interface NotificationRecord {
  id: number;
  tx_type: number;
  user_type: number;
  meta_data: string | null;
  is_readed: boolean;
  create_at: string;
  type: number;
  /** Title and link from the shared catalogue, as the API computes them (the web falls back to the catalogue). */
  title?: string;
  link?: string | null;
}

/** A notification ready to show: the server's record with its title and link from the shared catalogue. */
export interface NotificationItem {
  id: number;
  type: number;
  isRead: boolean;
  createdAt: string;
  title: string;
  link: string | null;
}

export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  total_pages: number;
  total_elements: number;
  number_of_elements: number;
  is_first: boolean;
  is_last: boolean;
  has_next: boolean;
  has_previous: boolean;
}

/** Unread counts per filter type: ALL, HOT, ACTIVITIES, NEW_SYSTEM, WARNING. */
export type UnreadCounts = Record<NotificationTypeName, number>;

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

const BASE = "/user/notify";

export const notificationsApi = {
  list: async (params: ListParams, signal?: AbortSignal): Promise<Page<NotificationItem>> => {
    const { data } = await apiRequest<Page<NotificationRecord>>(BASE, { query: { ...params }, signal });
    return { ...data, content: data.content.map(toItem) };
  },
  newCount: async (signal?: AbortSignal): Promise<number> => (await apiRequest<number>(`${BASE}/new`, { signal })).data,
  clearNew: async (): Promise<void> => {
    await apiRequest(`${BASE}/new`, { method: "PUT" });
  },
  unreadCounts: async (signal?: AbortSignal): Promise<UnreadCounts> => (await apiRequest<UnreadCounts>(`${BASE}/unreaded`, { signal })).data,
  /** PUT notify/{id}; answers the unread counts after the change. */
  markRead: async (id: number): Promise<UnreadCounts> => (await apiRequest<UnreadCounts>(`${BASE}/${id}`, { method: "PUT" })).data,
  markAllRead: async (notiType: NotificationTypeCode): Promise<UnreadCounts> =>
    (await apiRequest<UnreadCounts>(BASE, { method: "PUT", query: { notiType } })).data,
  /** A one-time ticket that opens the event stream (EventSource cannot send the bearer header). */
  streamTicket: async (): Promise<string> => (await apiRequest<{ ticket: string }>(`${BASE}/stream-ticket`, { method: "POST" })).data.ticket,
  deleteByType: async (notiType: NotificationTypeCode): Promise<UnreadCounts> =>
    (await apiRequest<UnreadCounts>(BASE, { method: "DELETE", query: { notiType } })).data,
};

/** The address of the server-sent event stream opened with a ticket. */
export function streamUrl(ticket: string): string {
  return `/api${BASE}/stream?${new URLSearchParams({ ticket })}`;
}
