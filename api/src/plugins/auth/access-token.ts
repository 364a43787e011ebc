import { SignJWT, jwtVerify } from "jose";
import { ACCESS_TOKEN_MAX_AGE_MINUTES } from "@openpawn/shared/constants";

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = "openpawn";

/** Short-lived bearer token naming the user and the session it belongs to (so logout ends it at once). */
export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_MAX_AGE_MINUTES * 60)
    .sign(secret);
}

/** Returns the claims of a valid token, or null for anything expired, forged or malformed. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now = new Date()): Promise<AccessClaims | null> {
  return (await verifiedClaims(secret, token, now))?.claims ?? null;
}

async function verifiedClaims(secret: Uint8Array, token: string, now: Date): Promise<{ claims: AccessClaims; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ["HS256"], currentDate: now });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== "string" || payload.exp === undefined) return null;
    return { claims: { userId, sessionId: payload.sid }, expiresAtMs: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/** Tokens kept verified; beyond that the memory starts over. */
const MAX_VERIFIED = 50_000;

/**
 * Verifies bearer tokens, remembering the valid ones until they expire: the HMAC check through WebCrypto
 * cost more than the rest of a cached read. The same bytes verify the same way, so only expiry is
 * re-checked; forged or malformed tokens are never remembered.
 */
export class AccessTokenVerifier {
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async verify(token: string): Promise<AccessClaims | null> {
    const now = this.clock();
    const known = this.verified.get(token);
    if (known) return known.expiresAtMs > now.getTime() ? known.claims : null;
    const checked = await verifiedClaims(this.secret, token, now);
    if (!checked) return null;
    if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
    this.verified.set(token, checked);
    return checked.claims;
  }
}
