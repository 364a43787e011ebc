import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import { NOTIFICATION_DROPDOWN_SIZE, NOTIFICATION_TYPES } from "@openpawn/shared/constants";
import type { Paged } from "@openpawn/shared/common/paged";
import { NOTIFICATION_FILTER_NAMES } from "@openpawn/shared/notifications/catalogue";
import {
  notificationsApi,
  type ListParams,
  type NotificationItem,
  type NotificationTypeCode,
  type NotificationTypeName,
  type UnreadCounts,
} from "../api/notifications-api.ts";

/**
 * The React Query caches of notifications and the changes every event makes to them: the header list and
 * the /noti pages (per type and page), the unread counts per type, and the new-notification count.
 */

export const notificationKeys = {
  all: ["notifications"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: (params: ListParams) => [...notificationKeys.lists(), params] as const,
  unreadCounts: () => [...notificationKeys.all, "unread-counts"] as const,
  newCount: () => [...notificationKeys.all, "new-count"] as const,
};

/** Background reads (polling, realtime refreshes) do not show the page's progress bar (decision 0002). */
const quiet = { progressBar: false };

/** The dropdown: the latest 6 of all types, read and unread, page 0 (spec §4, §9). */
export const HEADER_LIST_PARAMS: ListParams = { notiType: NOTIFICATION_TYPES.ALL, isReaded: -1, page: 0, size: NOTIFICATION_DROPDOWN_SIZE };

export const listQuery = (params: ListParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => notificationsApi.list(params, signal),
    placeholderData: keepPreviousData,
    // One retry, then the list says it failed and offers its own Retry.
    retry: 1,
  });

export const unreadCountsQuery = () =>
  queryOptions({ queryKey: notificationKeys.unreadCounts(), queryFn: ({ signal }) => notificationsApi.unreadCounts(signal), meta: quiet });

export const newCountQuery = () =>
  queryOptions({ queryKey: notificationKeys.newCount(), queryFn: ({ signal }) => notificationsApi.newCount(signal), meta: quiet });

/** The filter name of a notification's type (1 HOT … 4 WARNING). */
export function typeName(type: number): NotificationTypeName | undefined {
  return (NOTIFICATION_FILTER_NAMES as Record<number, NotificationTypeName | undefined>)[type];
}

function typeMatches(filter: NotificationTypeCode, type: number): boolean {
  return filter === NOTIFICATION_TYPES.ALL || filter === type;
}

function updateLists(client: QueryClient, update: (page: Paged<NotificationItem>, params: ListParams) => Paged<NotificationItem>): void {
  for (const [key, page] of client.getQueriesData<Paged<NotificationItem>>({ queryKey: notificationKeys.lists() })) {
    const params = key[2] as ListParams | undefined;
    if (page && params) client.setQueryData(key, update(page, params));
  }
}

function updateCounts(client: QueryClient, update: (counts: UnreadCounts) => UnreadCounts): void {
  client.setQueryData<UnreadCounts>(notificationKeys.unreadCounts(), (counts) => (counts ? update(counts) : counts));
}

const lessOne = (value: number) => Math.max(0, value - 1);

/** One notification was read: it is shown read everywhere, and the counts of its type and of ALL drop by one (§4). */
export function applyRead(client: QueryClient, item: Pick<NotificationItem, "id" | "type" | "isRead">): void {
  updateLists(client, (page) => ({ ...page, content: page.content.map((each) => (each.id === item.id ? { ...each, isRead: true } : each)) }));
  const name = typeName(item.type);
  if (item.isRead) return;
  updateCounts(client, (counts) => ({ ...counts, ALL: lessOne(counts.ALL), ...(name ? { [name]: lessOne(counts[name]) } : {}) }));
}

/** Every notification of a type (or of all types) was read. */
export function applyAllRead(client: QueryClient, filter: NotificationTypeCode): void {
  updateLists(client, (page) => ({ ...page, content: page.content.map((each) => (typeMatches(filter, each.type) ? { ...each, isRead: true } : each)) }));
  updateCounts(client, (counts) => {
    if (filter === NOTIFICATION_TYPES.ALL) return { ALL: 0, HOT: 0, ACTIVITIES: 0, NEW_SYSTEM: 0, WARNING: 0 };
    const name = typeName(filter);
    if (!name) return counts;
    return { ...counts, ALL: Math.max(0, counts.ALL - counts[name]), [name]: 0 };
  });
}

/** A notification arrived: one more new and one more unread of its type, and the lists are read again. */
export function applyIncoming(client: QueryClient, item: NotificationItem): Promise<void> {
  client.setQueryData<number>(notificationKeys.newCount(), (count) => (count ?? 0) + 1);
  const name = typeName(item.type);
  updateCounts(client, (counts) => ({ ...counts, ALL: counts.ALL + 1, ...(name ? { [name]: counts[name] + 1 } : {}) }));
  return client.invalidateQueries({ queryKey: notificationKeys.lists() });
}

/** Reads every notification cache again (after a reconnection, a deletion, an error). */
export function refreshNotifications(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: notificationKeys.all });
}
