import { createHmac, timingSafeEqual } from "node:crypto";
import type { SocialIdentity } from "./social-config.ts";

/** How old a signed request may be (Facebook's issued_at), and how far in the future (clock skew). */
export const FACEBOOK_SIGNED_REQUEST_MAX_AGE_SECONDS = 3600;
const CLOCK_SKEW_SECONDS = 300;

/**
 * Verifies a Facebook signed_request (`<signature>.<payload>`, base64url): HMAC-SHA256 of the payload
 * part with the app secret, algorithm HMAC-SHA256, fresh issued_at. The identity is the user_id it names.
 */
export function verifyFacebookSignedRequest(appSecret: string, signedRequest: string, now = new Date()): SocialIdentity | null {
  const parts = signedRequest.split(".");
  if (parts.length !== 2) return null;
  const [signaturePart, payloadPart] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(signaturePart) || !/^[A-Za-z0-9_-]+$/.test(payloadPart)) return null;
  const signature = Buffer.from(signaturePart, "base64url");
  const expected = createHmac("sha256", appSecret).update(payloadPart).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadPart, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== "object") return null;
  const { algorithm, user_id: userId, issued_at: issuedAt } = payload as Record<string, unknown>;
  if (typeof algorithm !== "string" || algorithm.toUpperCase() !== "HMAC-SHA256") return null;
  if (typeof userId !== "string" || !/^\d{1,32}$/.test(userId)) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (typeof issuedAt !== "number" || issuedAt < nowSeconds - FACEBOOK_SIGNED_REQUEST_MAX_AGE_SECONDS || issuedAt > nowSeconds + CLOCK_SKEW_SECONDS) {
    return null;
  }
  return { provider: 1, subject: userId, verifiedEmail: null, name: null };
}
