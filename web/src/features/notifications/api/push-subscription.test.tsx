import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setToken } from "../../../stores/auth.ts";
import { PushNotificationsToggle } from "../components/push-notifications-toggle.tsx";
import { FakeNotifyApi, VAPID_PUBLIC_KEY } from "../test/fake-notify-api.ts";
import { base64UrlToBytes, deletePushToken, registerPushToken } from "./push-subscription.ts";

/** A browser's push machinery, faked at its boundary: ServiceWorkerContainer, PushManager, Notification. */
function fakeSubscription(key: Uint8Array, endpoint = "https://push.example/subscription/1") {
  const subscription = {
    endpoint,
    options: { applicationServerKey: key.buffer },
    unsubscribe: vi.fn(async () => {
      if (current === subscription) current = null;
      return true;
    }),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: "p256dh-key", auth: "auth-secret" } }),
  };
  return subscription;
}

type FakeSubscription = ReturnType<typeof fakeSubscription>;

let api: FakeNotifyApi;
let current: FakeSubscription | null;
let permission: NotificationPermission;
const pushManager = {
  getSubscription: vi.fn(async () => current),
  subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
    current = fakeSubscription(applicationServerKey);
    return current;
  }),
};
const registration = { pushManager };
const serviceWorker = {
  register: vi.fn(async () => registration),
  ready: Promise.resolve(registration),
  getRegistration: vi.fn(async () => registration),
};
const requestPermission = vi.fn(async () => {
  permission = "granted";
  return permission;
});

beforeEach(() => {
  setToken("token");
  api = new FakeNotifyApi();
  current = null;
  permission = "default";
  vi.stubGlobal("fetch", api.fetch);
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal("Notification", {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: serviceWorker });
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("push registration", () => {
  it("registers /sw.js, subscribes with the server's VAPID key and posts {idUser, tokenNotification}", async () => {
    await registerPushToken();
    expect(serviceWorker.register).toHaveBeenCalledWith("/sw.js");
    const [{ applicationServerKey, userVisibleOnly }] = pushManager.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array; userVisibleOnly: boolean }];
    expect(userVisibleOnly).toBe(true);
    expect([...applicationServerKey]).toEqual([...base64UrlToBytes(VAPID_PUBLIC_KEY)]);
    const [post] = api.callsTo("POST", "/user/notify/post-tokens");
    expect(post?.body).toEqual({ idUser: 7, tokenNotification: JSON.stringify(current) });
    expect(JSON.parse((post?.body as { tokenNotification: string }).tokenNotification)).toMatchObject({ endpoint: "https://push.example/subscription/1" });
  });

  it("keeps a subscription made for the same key, and replaces one made for another key", async () => {
    const same = fakeSubscription(base64UrlToBytes(VAPID_PUBLIC_KEY));
    current = same;
    await registerPushToken();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.unsubscribe).not.toHaveBeenCalled();

    const stale = fakeSubscription(new Uint8Array(65).fill(9));
    current = stale;
    await registerPushToken();
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it("deletePushToken() tells the server, then drops the browser's subscription", async () => {
    const subscription = fakeSubscription(base64UrlToBytes(VAPID_PUBLIC_KEY));
    current = subscription;
    await deletePushToken();
    expect(api.callsTo("DELETE", "/user/notify/post-tokens")[0]?.body).toEqual({ tokenNotification: JSON.stringify(subscription) });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it("deletePushToken() does nothing without a subscription and never throws", async () => {
    await deletePushToken();
    expect(api.callsTo("DELETE", "/user/notify/post-tokens")).toHaveLength(0);
    current = fakeSubscription(base64UrlToBytes(VAPID_PUBLIC_KEY));
    api.fail.add("/user/notify/post-tokens");
    await expect(deletePushToken()).resolves.toBeUndefined();
    Reflect.deleteProperty(navigator, "serviceWorker");
    await expect(deletePushToken()).resolves.toBeUndefined();
  });
});

describe("the Enable push notifications button", () => {
  function renderToggle() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <PushNotificationsToggle />
      </QueryClientProvider>,
    );
  }

  it("asks the permission only when clicked, then subscribes and offers to turn them off", async () => {
    renderToggle();
    const enable = await screen.findByRole("button", { name: "Enable push notifications" });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(enable);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Turn off push notifications" })).toBeTruthy();
    expect(api.callsTo("POST", "/user/notify/post-tokens")).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Turn off push notifications" }));
    expect(await screen.findByRole("button", { name: "Enable push notifications" })).toBeTruthy();
    expect(api.callsTo("DELETE", "/user/notify/post-tokens")).toHaveLength(1);
  });

  it("says so when the browser blocks notifications or has no push", async () => {
    permission = "denied";
    const view = renderToggle();
    expect(await screen.findByText("Notifications are blocked for this site in your browser's settings.")).toBeTruthy();
    view.unmount();
    Reflect.deleteProperty(navigator, "serviceWorker");
    renderToggle();
    expect(await screen.findByText("This browser does not support push notifications.")).toBeTruthy();
  });
});
