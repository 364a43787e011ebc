import { useQuery } from "@tanstack/react-query";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { newCountQuery, unreadCountsQuery } from "./notification-queries.ts";

/** The count of new notifications (the bell's badge), while logged in. */
export function useNewCount(): number {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...newCountQuery(), enabled: loggedIn }).data ?? 0;
}

/** Unread notifications per filter type (GET notify/unreaded), while logged in. */
export function useUnreadCounts() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...unreadCountsQuery(), enabled: loggedIn });
}
