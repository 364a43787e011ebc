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
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ["HS256"], currentDate: now });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== "string") return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
