import webpush, { WebPushError } from "web-push";
import type { VapidKeys } from "./vapid-keys.ts";

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  id: number;
}

export type PushOutcome = { status: "sent"; statusCode: number } | { status: "gone"; statusCode: number } | { status: "failed"; error: string };

/**
 * Sends one Web Push message: a VAPID-signed (ES256 JWT) request with the payload encrypted for the
 * subscription's keys (aes128gcm, RFC 8291/8188). 404/410 mean the subscription is gone for good.
 */
export async function sendPush(target: PushTarget, message: PushMessage, vapid: VapidKeys, urgent: boolean): Promise<PushOutcome> {
  try {
    const result = await webpush.sendNotification(target, JSON.stringify(message), {
      vapidDetails: vapid,
      contentEncoding: "aes128gcm",
      TTL: 24 * 3600,
      urgency: urgent ? "high" : "normal",
      timeout: 10_000,
    });
    return { status: "sent", statusCode: result.statusCode };
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      return { status: "gone", statusCode: error.statusCode };
    }
    return { status: "failed", error: error instanceof WebPushError ? `HTTP ${error.statusCode}` : (error as Error).message };
  }
}
