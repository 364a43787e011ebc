import { useEffect } from "react";
import { refreshAccessToken } from "../../../lib/api-client.ts";
import { logout, useIsLoggedIn } from "../../../stores/auth.ts";

/** The Web Lock held by the one tab that renews the token on schedule. */
export const TOKEN_REFRESH_LEADER_LOCK = "openpawn-token-refresh-leader";

async function renew(): Promise<void> {
  try {
    // null: the server refused the refresh cookie (expired, revoked): the session is over.
    if ((await refreshAccessToken()) === null) logout();
  } catch {
    // Offline or the server is restarting: the next round (or the next call's 401) tries again.
  }
}

/**
 * Renews the access token every `intervalMs` while logged in (spec §9: 5 minutes in the default layout,
 * hourly in the staking layout). One tab at a time: the tabs queue for a Web Lock and only the holder
 * runs the timer; when it closes, the next tab takes over. Without Web Locks every tab runs its own timer
 * (the refresh itself is still single-flight).
 */
export function useTokenRefresh(intervalMs: number): void {
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (!loggedIn) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const controller = new AbortController();
    const run = () => {
      timer = setInterval(() => void renew(), intervalMs);
    };
    if (typeof navigator !== "undefined" && navigator.locks) {
      navigator.locks
        .request(TOKEN_REFRESH_LEADER_LOCK, { signal: controller.signal }, () => {
          run();
          return new Promise<void>((resolve) => controller.signal.addEventListener("abort", () => resolve()));
        })
        .catch(() => undefined);
    } else run();
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [loggedIn, intervalMs]);
}
