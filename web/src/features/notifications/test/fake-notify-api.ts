import { vi } from "vitest";
import { NOTIFICATIONS_ERRORS } from "@openpawn/shared/notifications/errors";
import { checkAgainstEndpoint } from "../../../test/mock-api.ts";
import type { NotificationRecord, UnreadCounts } from "../api/notifications-api.ts";
import { ownProfileOf } from "../../../test/own-profile.ts";

/**
 * The notification calls answered in memory, at the fetch boundary, the way the API answers them
 * (api/src/features/notifications/routes/notify): enough state for the UI's flows to be checked end to end in the test DOM.
 */

const NAMES = ["HOT", "ACTIVITIES", "NEW_SYSTEM", "WARNING"] as const;

/** A VAPID public key as the API gives it: base64url of an uncompressed P-256 point (65 bytes). */
export const VAPID_PUBLIC_KEY = "BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A";

export function record(id: number, overrides: Partial<NotificationRecord> = {}): NotificationRecord {
  return {
    id,
    tx_type: 103,
    user_type: 1,
    meta_data: "{}",
    is_readed: false,
    create_at: new Date(Date.now() - id * 60_000).toISOString(),
    type: 3,
    title: `Notification ${id}`,
    link: `/inventory/collateral/${id}`,
    ...overrides,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

export class FakeNotifyApi {
  notifications: NotificationRecord[];
  newCount = 0;
  calls: Call[] = [];
  /** Paths whose answers never come (to see loading states). */
  hang = new Set<string>();
  /** Paths answered with a 500. */
  fail = new Set<string>();
  private tickets = 0;

  constructor(notifications: NotificationRecord[] = []) {
    this.notifications = notifications;
  }

  counts(): UnreadCounts {
    const counts: UnreadCounts = { ALL: 0, HOT: 0, ACTIVITIES: 0, NEW_SYSTEM: 0, WARNING: 0 };
    for (const each of this.notifications) {
      if (each.is_readed) continue;
      counts.ALL += 1;
      const name = NAMES[each.type - 1];
      if (name) counts[name] += 1;
    }
    return counts;
  }

  callsTo(method: string, path: string): Call[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private ofType(notiType: number) {
    return (each: NotificationRecord) => notiType === 0 || each.type === notiType;
  }

  /** Each success is checked against its endpoint's answer schema, as mockApi's are. */
  readonly fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const response = await this.answer(input, init);
    const url = new URL(String(input), "http://localhost");
    checkAgainstEndpoint(init.method ?? "GET", url.pathname, { status: response.status, body: await response.clone().json() });
    return response;
  });

  private async answer(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
    const url = new URL(String(input), "http://localhost");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api/, "");
    this.calls.push({ method, path, query: url.searchParams, body });
    if (this.hang.has(path)) return new Promise<Response>(() => undefined);
    if (this.fail.has(path)) return json(500, { code: 500, message: "boom", errorCodes: ["server"] });
    const notiType = Number(url.searchParams.get("notiType") ?? 0);
    const route = `${method} ${path}`;
    const readId = /^PUT \/user\/notify\/(\d+)$/.exec(route);
    if (readId) {
      const found = this.notifications.find((each) => each.id === Number(readId[1]));
      if (!found) return json(404, { code: 404, message: "Notification not found", errorCodes: [NOTIFICATIONS_ERRORS.notFound.code] });
      found.is_readed = true;
      return json(200, { code: 200, data: this.counts() });
    }
    switch (route) {
      case "GET /user/notify": {
        const page = Number(url.searchParams.get("page") ?? 0);
        const size = Number(url.searchParams.get("size") ?? 10);
        const matching = this.notifications.filter(this.ofType(notiType));
        const content = matching.slice(page * size, (page + 1) * size).map((each) => ({ ...each }));
        const totalPages = Math.ceil(matching.length / size);
        return json(200, {
          code: 200,
          data: {
            content,
            number: page,
            size,
            total_pages: totalPages,
            total_elements: matching.length,
            number_of_elements: content.length,
            is_first: page === 0,
            is_last: page >= totalPages - 1,
            has_next: page < totalPages - 1,
            has_previous: page > 0,
          },
        });
      }
      case "GET /user/notify/new":
        return json(200, { code: 200, data: this.newCount });
      case "PUT /user/notify/new":
        this.newCount = 0;
        return json(200, { code: 200, data: 0 });
      case "GET /user/notify/unreaded":
        return json(200, { code: 200, data: this.counts() });
      case "PUT /user/notify":
        for (const each of this.notifications.filter(this.ofType(notiType))) each.is_readed = true;
        return json(200, { code: 200, data: this.counts() });
      case "DELETE /user/notify":
        this.notifications = this.notifications.filter((each) => !this.ofType(notiType)(each));
        return json(200, { code: 200, data: this.counts() });
      case "GET /user/notify/vapid-public-key":
        return json(200, { code: 200, data: { publicKey: VAPID_PUBLIC_KEY } });
      case "GET /user/users/profile":
        return json(200, { code: 200, data: ownProfileOf({ id: 7, name: "Alice" }) });
      case "POST /user/notify/post-tokens":
      case "DELETE /user/notify/post-tokens":
        return json(200, { code: 200, data: null });
      case "POST /user/notify/stream-ticket":
        this.tickets += 1;
        return json(200, { code: 200, data: { ticket: `ticket-${this.tickets}`, expires_in: 60 } });
      default:
        return json(404, { code: 404, message: `Route ${method} ${path} not found`, errorCodes: ["not_found"] });
    }
  }
}

type Listener = (event: Event) => void;

/** An EventSource the test drives: open it, send it events, make it fail. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error("no EventSource was opened");
    return latest;
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = 2;
    this.closed = true;
  }

  private dispatch(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  open(): void {
    this.readyState = 1;
    this.dispatch("open", new Event("open"));
  }

  send(type: string, data: unknown): void {
    this.dispatch(type, new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  fail(): void {
    this.dispatch("error", new Event("error"));
  }
}
