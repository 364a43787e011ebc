import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import { buildTestApp } from "../../../test/test-app.ts";
import { makeUser } from "../../../test/profile-fixtures.ts";
import { verifyGoogleIdToken } from "./google.ts";
import { verifyFacebookSignedRequest } from "./facebook.ts";
import { verifySocialToken } from "./verify-social-token.ts";
import { linkSocialIdentity } from "./social-identities.ts";

const CLIENT_ID = "openpawn-test.apps.googleusercontent.com";
const FB_APP_ID = "1234567890";
const FB_SECRET = "facebook-app-secret-for-tests";
const KID = "test-key-1";

let googleKey: CryptoKey;
let otherKey: CryptoKey;
let jwksServer: Server;
let jwksUrl: string;
let jwksHits = 0;

async function googleToken(claims: JWTPayload = {}, options: { key?: CryptoKey; expiresIn?: string | number; issuer?: string; audience?: string } = {}) {
  return new SignJWT({ email: "ann@example.com", email_verified: true, name: "Ann Example", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: KID })
    .setSubject(typeof claims.sub === "string" ? claims.sub : "google-sub-ann")
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(typeof options.expiresIn === "number" ? options.expiresIn - 3600 : undefined)
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(options.key ?? googleKey);
}

function signedRequest(payload: Record<string, unknown>, secret = FB_SECRET): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = createHmac("sha256", secret).update(body).digest("base64url");
  return `${signature}.${body}`;
}
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  // "Google's" key, published by the local JWKS server, and a key nobody publishes (forgeries).
  ({ privateKey: otherKey } = await generateKeyPair("RS256"));
  const pair = await generateKeyPair("RS256", { extractable: true });
  googleKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: "RS256", use: "sig" };
  jwksServer = createServer((_request, response) => {
    jwksHits += 1;
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
});
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

describe("Google ID token verification (local JWKS server)", () => {
  const options = () => ({ clientId: CLIENT_ID, jwksUrl });

  it("accepts a valid token and keeps the e-mail only when Google verified it", async () => {
    expect(await verifyGoogleIdToken(options(), await googleToken())).toEqual({
      provider: 2,
      subject: "google-sub-ann",
      verifiedEmail: "ann@example.com",
      name: "Ann Example",
    });
    const unverified = await verifyGoogleIdToken(options(), await googleToken({ email_verified: false }));
    expect(unverified?.subject).toBe("google-sub-ann");
    expect(unverified?.verifiedEmail).toBeNull();
    expect((await verifyGoogleIdToken(options(), await googleToken({}, { issuer: "accounts.google.com" })))?.subject).toBe("google-sub-ann");
  });

  it("caches the key set instead of fetching it for every token", async () => {
    const before = jwksHits;
    await verifyGoogleIdToken(options(), await googleToken());
    await verifyGoogleIdToken(options(), await googleToken());
    expect(jwksHits - before).toBe(0);
  });

  it("refuses a wrong audience, a wrong issuer, an expired token and a bad signature", async () => {
    expect(await verifyGoogleIdToken(options(), await googleToken({}, { audience: "someone-else.apps.googleusercontent.com" }))).toBeNull();
    expect(await verifyGoogleIdToken(options(), await googleToken({}, { issuer: "https://evil.example.com" }))).toBeNull();
    expect(await verifyGoogleIdToken(options(), await googleToken({}, { expiresIn: now() - 60 }))).toBeNull();
    expect(await verifyGoogleIdToken(options(), await googleToken({}, { key: otherKey }))).toBeNull();
    const [header, payload] = (await googleToken()).split(".");
    expect(await verifyGoogleIdToken(options(), `${header}.${payload}.`)).toBeNull();
    expect(await verifyGoogleIdToken(options(), "not-a-jwt")).toBeNull();
  });
});

describe("Facebook signed_request verification", () => {
  it("accepts a fresh request signed with the app secret and names the Facebook user id", () => {
    const identity = verifyFacebookSignedRequest(FB_SECRET, signedRequest({ algorithm: "HMAC-SHA256", user_id: "10001", issued_at: now() }));
    expect(identity).toEqual({ provider: 1, subject: "10001", verifiedEmail: null, name: null });
  });

  it("refuses a bad signature, another algorithm, a stale request and garbage", () => {
    expect(verifyFacebookSignedRequest(FB_SECRET, signedRequest({ algorithm: "HMAC-SHA256", user_id: "1", issued_at: now() }, "wrong"))).toBeNull();
    expect(verifyFacebookSignedRequest(FB_SECRET, signedRequest({ algorithm: "none", user_id: "1", issued_at: now() }))).toBeNull();
    expect(verifyFacebookSignedRequest(FB_SECRET, signedRequest({ algorithm: "HMAC-SHA256", user_id: "1", issued_at: now() - 7200 }))).toBeNull();
    expect(verifyFacebookSignedRequest(FB_SECRET, signedRequest({ algorithm: "HMAC-SHA256", issued_at: now() }))).toBeNull();
    expect(verifyFacebookSignedRequest(FB_SECRET, "abc")).toBeNull();
    expect(verifyFacebookSignedRequest(FB_SECRET, "a.b.c")).toBeNull();
  });
});

describe("verifySocialToken without configuration", () => {
  const none = { googleClientId: "", googleJwksUrl: "http://127.0.0.1:9/", facebookAppId: "", facebookAppSecret: "" };
  it("answers user.social.not-configured for each provider and unsupported-type for others", async () => {
    await expect(verifySocialToken(none, "x", 2)).rejects.toMatchObject({ statusCode: 400, errorCode: "user.social.not-configured" });
    await expect(verifySocialToken(none, "x", 1)).rejects.toMatchObject({ statusCode: 400, errorCode: "user.social.not-configured" });
    await expect(verifySocialToken(none, "x", 3)).rejects.toMatchObject({ statusCode: 400, errorCode: "user.social.unsupported-type" });
  });
});

describe("POST /api/user/users/social-check", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const deploymentFile = path.join(await mkdtemp(path.join(tmpdir(), "openpawn-social-")), "31337.json");
    await writeFile(deploymentFile, JSON.stringify({ chainId: 31337, deployedAt: "2026-01-01", startBlock: 0, contracts: {}, tokens: [] }));
    app = await buildTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: jwksUrl,
      FACEBOOK_APP_ID: FB_APP_ID,
      FACEBOOK_APP_SECRET: FB_SECRET,
      DEPLOYMENT_FILE: deploymentFile,
    });
  });
  afterAll(() => app.close());

  const check = (payload: unknown) => app.inject({ method: "POST", url: "/api/user/users/social-check", payload: payload as object });

  it("offers the client ids in the runtime config", async () => {
    const response = await app.inject({ method: "GET", url: "/api/config" });
    expect(response.json().data).toMatchObject({ googleClientId: CLIENT_ID, facebookAppId: FB_APP_ID });
  });

  it("prefills sign-up for an unknown Google identity, the e-mail locked when verified", async () => {
    const response = await check({ social_token: await googleToken({ sub: "g-new", email: "new@example.com" }), social_type: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ social_type: 2, name: "Ann Example", email: "new@example.com", emailLocked: true });
    const unverified = await check({ social_token: await googleToken({ sub: "g-new2", email_verified: false }), social_type: 2 });
    expect(unverified.json().data).toMatchObject({ email: "", emailLocked: false });
  });

  it("logs in the account linked to the identity", async () => {
    const user = await makeUser(app, { name: "Linked" });
    await linkSocialIdentity(app.database.db, user.id, { provider: 2, subject: "g-linked" });
    const response = await check({ social_token: await googleToken({ sub: "g-linked", email: "other@example.com" }), social_type: 2 });
    expect(response.statusCode).toBe(200);
    const { access_token, refresh_token } = response.json().data;
    expect(refresh_token).toEqual(expect.any(String));
    const cookie = response.cookies.find((c) => c.name === "refresh_token");
    expect(cookie).toMatchObject({ value: refresh_token, httpOnly: true, path: "/api/user/users" });
    const profile = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: { authorization: `Bearer ${access_token}` } });
    expect(profile.json().data.id).toBe(user.id);
  });

  it("links a Google-verified e-mail to the active account with that e-mail", async () => {
    const user = await makeUser(app, { email: "owner@example.com" });
    const response = await check({ social_token: await googleToken({ sub: "g-owner", email: "Owner@example.com" }), social_type: 2 });
    expect(response.json().data.access_token).toEqual(expect.any(String));
    await expect(linkSocialIdentity(app.database.db, user.id + 1000, { provider: 2, subject: "g-owner" })).rejects.toMatchObject({
      errorCode: "user.social.already-linked",
    });
  });

  it("never logs in by an unverified or client-claimed e-mail", async () => {
    await makeUser(app, { email: "victim@example.com" });
    const google = await check({ social_token: await googleToken({ sub: "g-x", email: "victim@example.com", email_verified: false }), social_type: 2 });
    expect(google.json().data.access_token).toBeUndefined();
    const facebook = await check({
      social_token: signedRequest({ algorithm: "HMAC-SHA256", user_id: "777", issued_at: now() }),
      social_type: 1,
      email: "victim@example.com",
      name: "Mallory",
    });
    expect(facebook.statusCode).toBe(200);
    expect(facebook.json().data).toEqual({ social_type: 1, name: "Mallory", email: "victim@example.com", emailLocked: false });
  });

  it("logs in by the Facebook user id once linked", async () => {
    const user = await makeUser(app);
    await linkSocialIdentity(app.database.db, user.id, { provider: 1, subject: "888" });
    const response = await check({ social_token: signedRequest({ algorithm: "HMAC-SHA256", user_id: "888", issued_at: now() }), social_type: "1" });
    expect(response.json().data.access_token).toEqual(expect.any(String));
  });

  it("refuses forged tokens and malformed payloads with 4xx codes", async () => {
    const forged = await check({ social_token: await googleToken({}, { key: otherKey }), social_type: 2 });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCodes).toEqual(["user.social.invalid-token"]);
    const badFb = await check({ social_token: signedRequest({ algorithm: "HMAC-SHA256", user_id: "1", issued_at: now() }, "x"), social_type: 1 });
    expect(badFb.statusCode).toBe(401);
    for (const payload of [{}, { social_type: 2 }, { social_token: "", social_type: 2 }, { social_token: "x", social_type: "abc" }, { social_token: "x", social_type: 9 }]) {
      const response = await check(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("refuses login for an identity linked to an account not yet activated", async () => {
    const user = await makeUser(app, { status: "pending" });
    await linkSocialIdentity(app.database.db, user.id, { provider: 2, subject: "g-pending" });
    const response = await check({ social_token: await googleToken({ sub: "g-pending" }), social_type: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCodes).toEqual(["user.login.user-not-active"]);
  });
});
