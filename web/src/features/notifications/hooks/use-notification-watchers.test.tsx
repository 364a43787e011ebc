import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { FlashHost } from "../../../components/feedback/flash-host.tsx";
import { logout, setToken } from "../../../stores/auth.ts";
import { closeFlash } from "../../../stores/feedback.ts";
import { subscribeLiveEvent } from "../../../stores/live-events.ts";
import { FakeEventSource, FakeNotifyApi, record } from "../test/fake-notify-api.ts";
import { HEADER_LIST_PARAMS, listQuery, notificationKeys } from "./notification-queries.ts";
import { useNewCount, useUnreadCounts } from "./use-notification-counts.ts";
import { reconnectDelay } from "./use-notification-stream.ts";
import { useNotificationWatchers } from "./use-notification-watchers.ts";

let api: FakeNotifyApi;
let client: QueryClient;

function Probe() {
  useNotificationWatchers();
  const newCount = useNewCount();
  const counts = useUnreadCounts();
  const list = useQuery(listQuery(HEADER_LIST_PARAMS));
  return (
    <>
      <output aria-label="new">{newCount}</output>
      <output aria-label="unread hot">{counts.data?.HOT ?? "-"}</output>
      <output aria-label="titles">{list.data?.content.map((item) => item.title).join("|")}</output>
    </>
  );
}

function renderWatchers() {
  return render(
    <QueryClientProvider client={client}>
      <Probe />
      <FlashHost />
    </QueryClientProvider>,
  );
}

const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const countCalls = () => api.callsTo("GET", "/user/notify/new").length;
const ticketCalls = () => api.callsTo("POST", "/user/notify/stream-ticket").length;

// The calls load their endpoints with the first one (decision 0019): loaded before any test, each starts alike.
beforeAll(async () => {
  await Promise.all([import("@openpawn/shared/notifications/endpoints"), import("../../../lib/endpoint-call.ts")]);
});

beforeEach(() => {
  vi.useFakeTimers();
  setToken("token");
  api = new FakeNotifyApi([record(1, { title: "Older one" })]);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  FakeEventSource.instances = [];
  vi.stubGlobal("fetch", api.fetch);
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(() => {
  closeFlash();
  client.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the realtime stream of notifications", () => {
  it("opens the event stream with a one-time ticket", async () => {
    renderWatchers();
    await tick();
    expect(ticketCalls()).toBe(1);
    expect(FakeEventSource.latest().url).toBe("/api/user/notify/stream?ticket=ticket-1");
  });

  it("on a notification event: flashes its title and link, counts it and reads the lists again", async () => {
    renderWatchers();
    await tick();
    const stream = FakeEventSource.latest();
    stream.open();
    await tick();
    expect(screen.getByLabelText("titles").textContent).toBe("Older one");
    const listReads = api.callsTo("GET", "/user/notify").length;

    api.notifications.unshift(record(2, { title: "Referral registered", link: "/inventory/personal-profile", type: 1 }));
    stream.send("notification", api.notifications[0]);
    await tick();
    const flash = screen.getByRole("link", { name: "Referral registered" });
    expect(flash.getAttribute("href")).toBe("/inventory/personal-profile");
    expect(screen.getByLabelText("new").textContent).toBe("1");
    expect(screen.getByLabelText("unread hot").textContent).toBe("1");
    expect(api.callsTo("GET", "/user/notify").length).toBe(listReads + 1);
    expect(screen.getByLabelText("titles").textContent).toBe("Referral registered|Older one");

    // The server's counts event that follows sets the exact numbers.
    stream.send("counts", { new: 4, unreaded: { ALL: 5, HOT: 2, ACTIVITIES: 0, NEW_SYSTEM: 3, WARNING: 0 } });
    await tick();
    expect(screen.getByLabelText("new").textContent).toBe("4");
    expect(screen.getByLabelText("unread hot").textContent).toBe("2");
  });

  it("hands live events to the pages that subscribed to their topic, without a flash", async () => {
    renderWatchers();
    await tick();
    const stream = FakeEventSource.latest();
    stream.open();
    await tick();
    const seen: number[] = [];
    const stop = subscribeLiveEvent("negotiation", (id) => seen.push(id));
    stream.send("live", { topic: "negotiation", id: 12 });
    stream.send("live", { topic: "something-else", id: 13 });
    await tick();
    stop();
    expect(seen).toEqual([12]);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("polls the new count every 30 s only while the stream is down, and reconnects with backoff", async () => {
    renderWatchers();
    await tick();
    const first = FakeEventSource.latest();
    first.open();
    await tick();
    expect(countCalls()).toBe(1);
    await tick(60_000);
    expect(countCalls()).toBe(1); // the stream is up: no polling

    api.fail.add("/user/notify/stream-ticket");
    first.fail();
    expect(first.closed).toBe(true);
    await tick(30_000);
    expect(countCalls()).toBe(2);
    // Tickets were asked again after 1, 2, 4, 8 s (t = 1, 3, 7, 15 s), the next is due 16 s later.
    expect(ticketCalls()).toBe(1 + 4);
    await tick(30_000);
    expect(countCalls()).toBe(3);

    api.fail.delete("/user/notify/stream-ticket");
    await tick(reconnectDelay(5));
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.url).toBe(`/api/user/notify/stream?ticket=ticket-2`);
    const readsBefore = api.callsTo("GET", "/user/notify/unreaded").length;
    second.open();
    await tick();
    // Back up: what was missed is read again, and polling stops.
    expect(api.callsTo("GET", "/user/notify/unreaded").length).toBeGreaterThan(readsBefore);
    const polled = countCalls();
    await tick(90_000);
    expect(countCalls()).toBe(polled);
  });

  it("polls every 30 s when the browser has no EventSource", async () => {
    vi.stubGlobal("EventSource", undefined);
    renderWatchers();
    await tick();
    expect(countCalls()).toBe(1);
    await tick(30_000);
    expect(countCalls()).toBe(2);
    expect(ticketCalls()).toBe(0);
  });

  it("closes the stream and forgets the notifications at logout", async () => {
    renderWatchers();
    await tick();
    const stream = FakeEventSource.latest();
    stream.open();
    await tick();
    expect(client.getQueryData(notificationKeys.newCount())).toBe(0);
    act(() => logout());
    await tick();
    expect(stream.closed).toBe(true);
    expect(client.getQueryData(notificationKeys.newCount())).toBeUndefined();
  });
});

describe("reconnectDelay", () => {
  it("doubles from 1 s up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
