import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../../test/test-app.ts";
import { userWallets } from "../../../../db/schema.ts";
import { makeUser, randomWallet } from "../../../../test/profile-fixtures.ts";

const MAX_BYTES = 4096;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(32, 3)]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(32, 4)]);

/** A multipart/form-data body with one file field. */
function multipartBody(bytes: Buffer, filename: string, contentType: string, field = "file") {
  const boundary = "----openpawn-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("profile, avatar and public profile", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AVATAR_MAX_BYTES: String(MAX_BYTES) });
  });
  afterAll(() => app.close());

  const upload = (auth: Record<string, string>, bytes: Buffer, filename = "me.png", contentType = "image/png") => {
    const body = multipartBody(bytes, filename, contentType);
    return app.inject({ method: "POST", url: "/api/user/users/avatar", headers: { ...auth, ...body.headers }, payload: body.payload });
  };

  it("GET users/profile answers the logged-in user's profile in data", async () => {
    const wallet = randomWallet();
    const user = await makeUser(app, { name: "Ann", wallet });
    const response = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      name: "Ann",
      avatar: null,
      email: user.email,
      emailVerified: true,
      pawnShop: null,
      walletAddresses: [wallet],
      reputations: [{ walletAddress: wallet, userId: user.id, reputationBorrower: 0, reputationLender: 0 }],
      referralCode: expect.any(String),
      investorType: null,
      isAcceptTermAndCondition: false,
    });
    expect((await app.inject({ method: "GET", url: "/api/user/users/profile" })).statusCode).toBe(401);
  });

  it("PUT users/profile changes the caller's own name, validated with the shared messages", async () => {
    const user = await makeUser(app, { name: "Before" });
    const other = await makeUser(app, { name: "Other" });
    const response = await app.inject({ method: "PUT", url: "/api/user/users/profile", headers: user.auth, payload: { name: "  After  ", id: other.id, email: "x@y.z" } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, name: "After", email: user.email });
    const otherProfile = await app.inject({ method: "GET", url: `/api/user/users/${other.id}/profile` });
    expect(otherProfile.json().data.name).toBe("Other");
    for (const [payload, message] of [
      [{ name: "" }, "Name is required"],
      [{ name: "   " }, "Name is required"],
      [{}, "Name is required"],
      [{ name: "x".repeat(101) }, "Name must be at most 100 characters"],
      [{ name: 42 }, "Name is required"],
    ] as const) {
      const bad = await app.inject({ method: "PUT", url: "/api/user/users/profile", headers: user.auth, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toEqual({ code: 400, message, errorCodes: ["invalid_input"] });
    }
    expect((await app.inject({ method: "PUT", url: "/api/user/users/profile", payload: { name: "Anon" } })).statusCode).toBe(401);
  });

  it("stores an avatar typed by its bytes and serves it under /api/user/uploads", async () => {
    const user = await makeUser(app);
    for (const [bytes, type] of [
      [PNG, "image/png"],
      [JPEG, "image/jpeg"],
      [WEBP, "image/webp"],
      [GIF, "image/gif"],
    ] as const) {
      // The file name and declared type lie: the bytes decide.
      const response = await upload(user.auth, bytes, "avatar.txt", "text/plain");
      expect(response.statusCode, type).toBe(200);
      const avatar: string = response.json().data.avatar;
      expect(avatar).toMatch(/^\/api\/user\/uploads\/avatars\/[0-9a-f-]+\.(png|jpg|webp|gif)$/);
      const served = await app.inject({ method: "GET", url: avatar });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    const profile = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: user.auth });
    expect(profile.json().data.avatar).toMatch(/\.gif$/);
    const removed = await app.inject({ method: "PUT", url: "/api/user/users/profile", headers: user.auth, payload: { name: "No avatar", avatar: null } });
    expect(removed.json().data.avatar).toBeNull();
  });

  it("refuses other types, oversized files and requests without a file with clear codes", async () => {
    const user = await makeUser(app);
    const html = await upload(user.auth, Buffer.from("<html><script>alert(1)</script></html>"), "me.png", "image/png");
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ code: 415, errorCodes: ["user.avatar.unsupported-type"] });
    const big = await upload(user.auth, Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().errorCodes).toEqual(["user.avatar.too-large"]);
    const empty = await upload(user.auth, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await app.inject({ method: "POST", url: "/api/user/users/avatar", headers: user.auth, payload: { avatar: "x" } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errorCodes).toEqual(["user.avatar.missing"]);
    const anonymous = await upload({}, PNG);
    expect(anonymous.statusCode).toBe(401);
    const profile = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: user.auth });
    expect(profile.json().data.avatar).toBeNull();
  });

  it("serves only stored keys", async () => {
    for (const url of ["/api/user/uploads/avatars/../../secrets/jwt-secret", "/api/user/uploads/avatars/nothing.png", "/api/user/uploads/%2e%2e/x.png"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("the public profile shows public fields only, never the e-mail, nor the account's other wallets", async () => {
    const wallet = randomWallet();
    const user = await makeUser(app, { name: "Public Ann", wallet, email: "secret-ann@example.com" });
    const otherWallet = randomWallet();
    await app.database.db.insert(userWallets).values({ address: otherWallet, userId: user.id });
    const byId = await app.inject({ method: "GET", url: `/api/user/users/${user.id}/profile` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toEqual({ id: user.id, name: "Public Ann", avatar: null, pawnShop: null, walletAddresses: [], reputations: [] });
    expect(byId.body).not.toContain("secret-ann");
    const byWallet = await app.inject({ method: "GET", url: "/api/user/users/public-profile", query: { type: "2", walletAddress: wallet.toUpperCase().replace("0X", "0x") } });
    expect(byWallet.json().data).toMatchObject({
      id: user.id,
      type: 2,
      walletAddresses: [wallet],
      reputations: [{ walletAddress: wallet, userId: user.id, reputationBorrower: 0, reputationLender: 0 }],
    });
    expect(byWallet.body).not.toContain("secret-ann");
    expect(byWallet.body).not.toContain(otherWallet.slice(2).toLowerCase());
    const byUserId = await app.inject({ method: "GET", url: "/api/user/users/public-profile", query: { type: "1", userId: String(user.id) } });
    expect(byUserId.json().data).toMatchObject({ id: user.id, type: 1 });
    const emptyParts = await app.inject({ method: "GET", url: "/api/user/users/public-profile", query: { type: "", userId: String(user.id), walletAddress: "" } });
    expect(emptyParts.json().data).toMatchObject({ id: user.id, type: null });
    const stranger = randomWallet();
    const unknown = await app.inject({ method: "GET", url: "/api/user/users/public-profile", query: { walletAddress: stranger } });
    expect(unknown.json().data).toMatchObject({ id: null, name: "", walletAddresses: [stranger] });
  });

  it("answers 400 for malformed ids and addresses and 404 for unknown users", async () => {
    for (const url of ["/api/user/users/abc/profile", "/api/user/users/-1/profile", "/api/user/users/1.5/profile", "/api/user/users/99999999999/profile"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
    }
    expect((await app.inject({ method: "GET", url: "/api/user/users/999999/profile" })).statusCode).toBe(404);
    for (const query of [{}, { walletAddress: "0x12" }, { userId: "x" }, { type: "3", userId: "1" }] as Record<string, string>[]) {
      const response = await app.inject({ method: "GET", url: "/api/user/users/public-profile", query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
