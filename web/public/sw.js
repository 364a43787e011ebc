/*
 * OpenPawn's service worker: shows the Web Push messages of the notification service and opens their
 * link when clicked (docs/decisions/0011-notifications-web.md). A classic script without imports, served
 * at /sw.js so that its scope is the whole app; web/src/features/notifications/sw.test.ts runs it.
 */
/* global self */

/** Push bodies over 50 characters are cut to 50 plus '...' (spec §5, §9; the server cuts them already). */
const PUSH_BODY_MAX_CHARS = 50;
const DEFAULT_TITLE = "OpenPawn";
const FALLBACK_PATH = "/noti";

function cutBody(text) {
  return text.length > PUSH_BODY_MAX_CHARS ? `${text.slice(0, PUSH_BODY_MAX_CHARS)}...` : text;
}

/** The message of a push: { title, body, url, id } as JSON; a plain-text push is its body. */
function readMessage(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === "object" ? parsed : { body: String(parsed) };
  } catch {
    return { body: data.text() };
  }
}

/** Only a path of this site is opened: another origin, or none, gives the notification list. */
function targetUrl(data) {
  const origin = self.location.origin;
  const fallback = data && data.id !== undefined ? `${FALLBACK_PATH}?idOpen=${encodeURIComponent(String(data.id))}` : FALLBACK_PATH;
  try {
    const url = new URL(data && typeof data.url === "string" && data.url ? data.url : fallback, origin);
    return url.origin === origin ? url.href : new URL(fallback, origin).href;
  } catch {
    return new URL(fallback, origin).href;
  }
}

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === "string" && message.title ? message.title : DEFAULT_TITLE;
  const body = typeof message.body === "string" ? cutBody(message.body) : "";
  const data = { url: typeof message.url === "string" ? message.url : undefined, id: message.id };
  const options = { body, data };
  if (message.id !== undefined) options.tag = `notification-${message.id}`;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = targetUrl(event.notification.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const ours = windows.find((client) => new URL(client.url).origin === self.location.origin && "navigate" in client);
      if (ours) {
        const focused = await ours.focus();
        return (await focused.navigate(url)) ?? focused;
      }
      return self.clients.openWindow(url);
    })(),
  );
});
