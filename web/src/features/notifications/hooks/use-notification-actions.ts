import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { toast } from "../../../stores/feedback.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { notificationsApi, type NotificationItem, type NotificationTypeCode, type UnreadCounts } from "../api/notifications-api.ts";
import { applyAllRead, applyRead, notificationKeys, refreshNotifications } from "./notification-queries.ts";

/**
 * Reading and deleting notifications. The caches change at once (the item turns read, the counts drop),
 * then take the counts the server answers; a refused call reads everything again and says so.
 */

function useHandlers() {
  const client = useQueryClient();
  return {
    client,
    setCounts: (counts: UnreadCounts) => client.setQueryData(notificationKeys.unreadCounts(), counts),
    onError: () => {
      toast(TOAST_MESSAGES.generic, "error");
      void refreshNotifications(client);
    },
  };
}

/** PUT /notify/{id}: an unread notification becomes read; its type's count and ALL drop by one (§4). */
export function useMarkRead() {
  const { client, setCounts, onError } = useHandlers();
  return useMutation({
    mutationFn: (item: Pick<NotificationItem, "id" | "type" | "isRead">) => notificationsApi.markRead(item.id),
    onMutate: (item) => applyRead(client, item),
    onSuccess: setCounts,
    onError,
  });
}

function markReadById(client: QueryClient, id: number): Promise<void> {
  return notificationsApi.markRead(id).then(
    (counts) => {
      client.setQueryData(notificationKeys.unreadCounts(), counts);
      return client.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
    // A notification that is gone (deleted, or another user's) has nothing to mark.
    (error: unknown) => {
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    },
  );
}

/** PUT /notify/{id} for a notification known only by its id (/noti?idOpen= of one not in the list shown). */
export function useMarkReadById() {
  const { client, onError } = useHandlers();
  return useMutation({ mutationFn: (id: number) => markReadById(client, id), onError });
}

/** PUT /notify?notiType=: every notification of the type (ALL: every one) becomes read. */
export function useMarkAllRead() {
  const { client, setCounts, onError } = useHandlers();
  return useMutation({
    mutationFn: (type: NotificationTypeCode) => notificationsApi.markAllRead(type),
    onMutate: (type) => applyAllRead(client, type),
    onSuccess: setCounts,
    onError,
  });
}

/** DELETE /notify?notiType=: the notifications of the type are gone; the lists are read again. */
export function useDeleteByType() {
  const { client, setCounts, onError } = useHandlers();
  return useMutation({
    mutationFn: (type: NotificationTypeCode) => notificationsApi.deleteByType(type),
    onSuccess: (counts) => {
      setCounts(counts);
      toast(NOTIFICATIONS_MESSAGES.deleted);
      return client.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
    onError,
  });
}

/** PUT /notify/new when the dropdown opens: the badge clears, then the count and the header list are read again (§4). */
export function useClearNewCount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.clearNew,
    onMutate: () => client.setQueryData<number>(notificationKeys.newCount(), 0),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: notificationKeys.newCount() }),
        client.invalidateQueries({ queryKey: notificationKeys.lists() }),
      ]),
  });
}
