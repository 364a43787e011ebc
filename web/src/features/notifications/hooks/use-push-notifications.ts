import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { toast } from "../../../stores/feedback.ts";
import { deletePushToken, pushState, registerPushToken } from "../api/push-subscription.ts";
import { notificationKeys } from "./notification-queries.ts";

const pushStateKey = [...notificationKeys.all, "push-state"] as const;

/**
 * This browser's push notifications: their state, and turning them on (asking the permission: call
 * `enable` from a click, never on load) or off.
 */
export function usePushNotifications() {
  const loggedIn = useIsLoggedIn();
  const client = useQueryClient();
  const state = useQuery({ queryKey: pushStateKey, queryFn: pushState, enabled: loggedIn, meta: { progressBar: false } });
  const settle = () => client.invalidateQueries({ queryKey: pushStateKey });
  const enable = useMutation({
    mutationFn: async () => {
      const permission = await Notification.requestPermission();
      if (permission === "granted") await registerPushToken();
    },
    onError: () => toast(NOTIFICATIONS_MESSAGES.pushFailed, "error"),
    onSettled: settle,
  });
  const disable = useMutation({ mutationFn: deletePushToken, onSettled: settle });
  return { state: state.data, enable: () => enable.mutate(), disable: () => disable.mutate(), busy: enable.isPending || disable.isPending };
}
