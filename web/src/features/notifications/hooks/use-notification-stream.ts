import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createStore, useStore } from "../../../stores/create-store.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { showFlash } from "../../../stores/feedback.ts";
import { publishLiveEvent } from "../../../stores/live-events.ts";
import { pathOf } from "@openpawn/shared/common/endpoint";
import { NOTIFICATIONS_ENDPOINTS } from "@openpawn/shared/notifications/endpoints";
import { notificationsApi, toItem, type NotificationRecord, type StreamCounts } from "../api/notifications-api.ts";
import { applyIncoming, notificationKeys, refreshNotifications } from "./notification-queries.ts";

/**
 * The realtime channel of a logged-in tab: a server-sent event stream (GET notify/stream, opened with a
 * one-time ticket since EventSource cannot send the bearer header). `notification` events update the
 * caches and show the flash at the bottom left; `counts` events set the badge and the counts per type; `live`
 * events go to stores/live-events.ts for the pages that show what changed.
 * A dropped stream is opened again after 1, 2, 4 … 30 s; while it is down the new count is polled instead.
 */

export type StreamStatus = "connecting" | "open" | "down";

const statusStore = createStore<StreamStatus>("connecting");
const setStatus = (status: StreamStatus) => statusStore.set(() => status);

/** The address of the server-sent event stream opened with a ticket. */
function streamUrl(ticket: string): string {
  return `/api${pathOf(NOTIFICATIONS_ENDPOINTS.stream.path)}?${new URLSearchParams({ ticket })}`;
}

export function useStreamStatus(): StreamStatus {
  return useStore(statusStore, (status) => status);
}

export const STREAM_RETRY_MIN_MS = 1000;
export const STREAM_RETRY_MAX_MS = 30_000;

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_MIN_MS * 2 ** attempt);
}

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

function onNotification(client: QueryClient, record: NotificationRecord): void {
  const item = toItem(record);
  void applyIncoming(client, item);
  showFlash({ title: item.title, href: item.link ?? `/noti?idOpen=${item.id}` });
}

function onCounts(client: QueryClient, counts: StreamCounts): void {
  client.setQueryData(notificationKeys.newCount(), counts.new);
  client.setQueryData(notificationKeys.unreadCounts(), counts.unreaded);
}

export function useNotificationStream(): void {
  const loggedIn = useIsLoggedIn();
  const client = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    if (typeof EventSource === "undefined") {
      setStatus("down");
      return;
    }
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let wasDown = false;

    const retry = () => {
      source?.close();
      source = null;
      wasDown = true;
      setStatus("down");
      timer = setTimeout(() => void connect(), reconnectDelay(attempt));
      attempt += 1;
    };

    async function connect(): Promise<void> {
      let ticket: string;
      try {
        // An expired access token is renewed here (or the user is logged out, which ends this effect).
        ticket = await notificationsApi.streamTicket();
      } catch {
        if (!stopped) retry();
        return;
      }
      if (stopped) return;
      const stream = new EventSource(streamUrl(ticket));
      source = stream;
      stream.addEventListener("open", () => {
        attempt = 0;
        setStatus("open");
        // Events sent while the stream was down were missed: read everything again.
        if (wasDown) void refreshNotifications(client);
        wasDown = false;
      });
      stream.addEventListener("notification", (event) => {
        const record = parse<NotificationRecord>(event);
        if (record) onNotification(client, record);
      });
      stream.addEventListener("counts", (event) => {
        const counts = parse<StreamCounts>(event);
        if (counts) onCounts(client, counts);
      });
      // Changes a page may show live (a negotiation thread): whoever shows it reads it again.
      stream.addEventListener("live", (event) => {
        const live = parse<{ topic: string; id: number }>(event);
        if (live) publishLiveEvent(live.topic, live.id);
      });
      // A ticket works once, so the browser's own reconnection cannot succeed: close and start again.
      stream.addEventListener("error", () => {
        if (!stopped && source === stream) retry();
      });
    }

    setStatus("connecting");
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setStatus("connecting");
    };
  }, [loggedIn, client]);
}
