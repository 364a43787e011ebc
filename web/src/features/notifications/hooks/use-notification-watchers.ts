import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATION_POLL_INTERVAL_MS } from "@openpawn/shared/constants";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { pushSupported, registerPushToken } from "../api/push-subscription.ts";
import { newCountQuery, notificationKeys } from "./notification-queries.ts";
import { useNotificationStream, useStreamStatus } from "./use-notification-stream.ts";

/**
 * What runs in every tab of a logged-in user (spec §4, §6): the realtime stream, the new count polled every
 * 30 s while the stream is down, and the push token registered again when the permission is already granted.
 */
export function useNotificationWatchers(): void {
  const loggedIn = useIsLoggedIn();
  const client = useQueryClient();
  useNotificationStream();
  const status = useStreamStatus();
  useQuery({
    ...newCountQuery(),
    enabled: loggedIn,
    refetchInterval: status === "open" ? false : NOTIFICATION_POLL_INTERVAL_MS,
  });
  useEffect(() => {
    if (!loggedIn) {
      // Another user may log in next in this tab: nothing of this one's notifications stays.
      client.removeQueries({ queryKey: notificationKeys.all });
      return;
    }
    if (pushSupported() && Notification.permission === "granted") registerPushToken().catch(() => undefined);
  }, [loggedIn, client]);
}
