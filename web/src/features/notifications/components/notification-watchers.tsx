import { useNotificationWatchers } from "../hooks/use-notification-watchers.ts";

/** Mount once at the root: realtime stream, fallback polling and push registration while logged in. */
export function NotificationWatchers() {
  useNotificationWatchers();
  return null;
}
