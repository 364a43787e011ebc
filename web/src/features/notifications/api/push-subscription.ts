import { PROFILE_ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { NOTIFICATIONS_ENDPOINTS } from "@openpawn/shared/notifications/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/**
 * Web Push in this browser (spec §4 "a logged-in user gets a push token registered"): the service worker
 * /sw.js, a PushManager subscription with the server's VAPID public key, and its registration as the
 * push token (POST notify/post-tokens {idUser, tokenNotification: JSON of the subscription}).
 */

export const SERVICE_WORKER_URL = "/sw.js";

/** The header's logout deletes the push token: the endpoints load with the first call (decision 0019). */

export type PushState = "unsupported" | "denied" | "off" | "on";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** base64url (the VAPID key as the server gives it) → the bytes PushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(value.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (Notification.permission !== "granted") return "off";
  return (await currentSubscription()) ? "on" : "off";
}

/**
 * Subscribes this browser and registers the subscription for the logged-in user. Needs the permission:
 * ask it with Notification.requestPermission() from a user's click first (never on page load).
 */
export async function registerPushToken(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const [vapid, profile] = await Promise.all([
    callEndpoint(NOTIFICATIONS_ENDPOINTS.vapidPublicKey, { auth: false }),
    callEndpoint(PROFILE_ENDPOINTS.ownProfile),
  ]);
  const key = base64UrlToBytes(vapid.publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key (the key was rotated) cannot receive our pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await callEndpoint(NOTIFICATIONS_ENDPOINTS.registerPushToken, { body: { idUser: profile.id, tokenNotification: JSON.stringify(subscription) } });
}

/**
 * Logout (spec §4 "deletes the push token if one exists"): the server forgets this browser's subscription
 * and the browser drops it. Call it while the access token is still valid, before forgetting it.
 * Never throws: a logout must not fail because of push.
 */
export async function deletePushToken(): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await callEndpoint(NOTIFICATIONS_ENDPOINTS.unregisterPushToken, { body: { tokenNotification: JSON.stringify(subscription) } }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Nothing to delete, or the browser refused: the server drops subscriptions the push service reports gone.
  }
}
