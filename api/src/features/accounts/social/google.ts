import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { SocialIdentity } from "./social-config.ts";

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

/** One key set per JWKS address, kept for the life of the process (jose caches keys and refetches on rotation). */
const keySets = new Map<string, JWTVerifyGetKey>();

function googleKeys(jwksUrl: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 6 * 60 * 60 * 1000, cooldownDuration: 30_000, timeoutDuration: 5000 });
    keySets.set(jwksUrl, keys);
  }
  return keys;
}

/**
 * Verifies a Google ID token: RS256 signature against Google's published keys, issuer, audience
 * (our client id) and expiry. Returns null for any token that fails.
 */
export async function verifyGoogleIdToken(
  options: { clientId: string; jwksUrl: string },
  idToken: string,
  now = new Date(),
): Promise<SocialIdentity | null> {
  try {
    const { payload } = await jwtVerify(idToken, googleKeys(options.jwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
      algorithms: ["RS256"],
      currentDate: now,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (typeof payload.sub !== "string" || !payload.sub) return null;
    const emailVerified = payload.email_verified === true || payload.email_verified === "true";
    const email = typeof payload.email === "string" && emailVerified ? payload.email.toLowerCase() : null;
    const name = typeof payload.name === "string" ? payload.name : null;
    return { provider: 2, subject: payload.sub, verifiedEmail: email, name };
  } catch {
    return null;
  }
}
