import { onDemand } from "../../../components/lazy/on-demand.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";

const NotificationWatchers = onDemand(() => import("./notification-watchers.tsx").then((module) => module.NotificationWatchers));

/**
 * Mount once at the root in place of NotificationWatchers: a visitor has no notifications, so the stream,
 * the polling and the push registration load with the first login (and stay, to clean up after a logout).
 */
export function NotificationWatchersHost() {
  return <NotificationWatchers needed={useIsLoggedIn()} />;
}
