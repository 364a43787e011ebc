import { describe, expect, it, vi } from "vitest";
import { pushMessageBody } from "@openpawn/shared/notifications/catalogue";
import workerSource from "../../../public/sw.js?raw";

/**
 * Runs web/public/sw.js (the file the build serves at /sw.js) in a minimal ServiceWorkerGlobalScope and
 * dispatches push and notificationclick events to it, as DESIGN.md asks: headless browsers have no push service.
 */

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(origin = "https://openpawn.test", windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener[]>();
  const shown: { title: string; options: NotificationOptions & { tag?: string } }[] = [];
  const opened: string[] = [];
  const scope = {
    location: new URL(`${origin}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: vi.fn(async () => undefined),
    registration: {
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => {
        opened.push(url);
        return null;
      }),
    },
  };
  new Function("self", workerSource)(scope);

  async function dispatch(type: string, init: Record<string, unknown> = {}) {
    const pending: Promise<unknown>[] = [];
    const event = { ...init, waitUntil: (promise: Promise<unknown>) => pending.push(promise) };
    for (const listener of listeners.get(type) ?? []) listener(event);
    await Promise.all(pending);
  }

  const push = (payload: unknown) => {
    const text = typeof payload === "string" ? payload : JSON.stringify(payload);
    return dispatch("push", { data: { text: () => text, json: () => JSON.parse(text) as unknown } });
  };

  const click = (data: unknown) => {
    const close = vi.fn();
    return dispatch("notificationclick", { notification: { data, close } }).then(() => close);
  };

  return { scope, shown, opened, dispatch, push, click };
}

function fakeWindow(url: string): FakeWindow {
  const window: FakeWindow = { url, focus: vi.fn(async () => window), navigate: vi.fn(async () => window) };
  return window;
}

describe("the service worker (public/sw.js)", () => {
  it("takes control at once when installed and activated", async () => {
    const worker = loadWorker();
    await worker.dispatch("install");
    await worker.dispatch("activate");
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });

  it("shows a push message with its title and body, keeping its link and id", async () => {
    const worker = loadWorker();
    await worker.push({ title: "Referral", body: "bob@example.com signed up with your referral", url: "/inventory/personal-profile", id: 7 });
    expect(worker.shown).toEqual([
      {
        title: "Referral",
        options: {
          body: "bob@example.com signed up with your referral",
          data: { url: "/inventory/personal-profile", id: 7 },
          tag: "notification-7",
        },
      },
    ]);
  });

  it("cuts a body over 50 characters to 50 plus '...', the rule the server applies", async () => {
    const worker = loadWorker();
    const long = "Contract #12: 1.25K USDT is due soon, by Nov 21, 2026, 18:00 UTC";
    await worker.push({ title: "Due soon", body: long, id: 1 });
    await worker.push({ title: "Exactly fifty", body: "x".repeat(50), id: 2 });
    expect(worker.shown.map((each) => each.options.body)).toEqual([pushMessageBody(long), "x".repeat(50)]);
    expect(worker.shown[0]?.options.body).toBe(`${long.slice(0, 50)}...`);
  });

  it("shows a plain-text push as the body under the product name", async () => {
    const worker = loadWorker();
    await worker.push("Hello from the server");
    expect(worker.shown[0]).toMatchObject({ title: "OpenPawn", options: { body: "Hello from the server" } });
  });

  it("opens the link of a clicked notification in a new window when none is open", async () => {
    const worker = loadWorker();
    const close = await worker.click({ url: "/inventory/collateral/3", id: 3 });
    expect(close).toHaveBeenCalled();
    expect(worker.opened).toEqual(["https://openpawn.test/inventory/collateral/3"]);
  });

  it("focuses a window already at the link, or focuses and navigates another window of the site", async () => {
    const atLink = fakeWindow("https://openpawn.test/noti?idOpen=4");
    const worker = loadWorker("https://openpawn.test", [fakeWindow("https://openpawn.test/pawn"), atLink]);
    await worker.click({ id: 4 });
    expect(atLink.focus).toHaveBeenCalled();
    expect(worker.opened).toEqual([]);

    const other = fakeWindow("https://openpawn.test/pawn");
    const second = loadWorker("https://openpawn.test", [other]);
    await second.click({ url: "/pawn/offer/9", id: 9 });
    expect(other.focus).toHaveBeenCalled();
    expect(other.navigate).toHaveBeenCalledWith("https://openpawn.test/pawn/offer/9");
  });

  it("never opens another site: a foreign link opens the notification instead", async () => {
    const worker = loadWorker();
    await worker.click({ url: "https://evil.example/phish", id: 5 });
    expect(worker.opened).toEqual(["https://openpawn.test/noti?idOpen=5"]);
  });
});
