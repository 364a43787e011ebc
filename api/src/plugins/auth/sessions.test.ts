import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { REFRESH_TOKEN_MAX_AGE_SECONDS } from "@openpawn/shared/constants";
import type { DatabaseHandle } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/test-db-handle.ts";
import { verifyAccessToken } from "./access-token.ts";
import { ROTATION_GRACE_MS, SessionService } from "./sessions.ts";

describe("SessionService", () => {
  let database: DatabaseHandle;
  let userId: number;
  const secret = randomBytes(32);
  let now = new Date("2026-01-01T00:00:00Z");
  const later = (ms: number) => (now = new Date(now.getTime() + ms));
  let service: SessionService;

  beforeAll(async () => {
    database = await openTestDatabase();
    const [user] = await database.db.insert(users).values({ email: "a@example.com", referralCode: "REF-A" }).returning();
    userId = user!.id;
    service = new SessionService(database.db, secret, () => now);
  });
  afterAll(() => database.close());

  it("issues an access token naming user and session, and a refresh token that rotates on use", async () => {
    const started = await service.start(userId);
    expect(await verifyAccessToken(secret, started.access_token, now)).toEqual({ userId, sessionId: started.sessionId });
    const first = await service.refresh(started.refresh_token!);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.tokens.refresh_token).toBeDefined();
    expect(first.tokens.refresh_token).not.toBe(started.refresh_token);
    const second = await service.refresh(first.tokens.refresh_token!);
    expect(second.ok).toBe(true);
  });

  it("lets a just-rotated token through within the grace without a new refresh token", async () => {
    const started = await service.start(userId);
    const rotated = await service.refresh(started.refresh_token!);
    later(ROTATION_GRACE_MS - 1000);
    const replay = await service.refresh(started.refresh_token!);
    expect(replay.ok && replay.tokens.access_token).toBeTruthy();
    expect(replay.ok && "refresh_token" in replay.tokens).toBe(false);
    expect(rotated.ok && (await service.refresh(rotated.tokens.refresh_token!)).ok).toBe(true);
  });

  it("revokes the whole session when a spent refresh token is reused after the grace", async () => {
    const started = await service.start(userId);
    expect(await service.isActive(started.sessionId)).toBe(true);
    const rotated = await service.refresh(started.refresh_token!);
    if (!rotated.ok) throw new Error("rotation failed");
    later(ROTATION_GRACE_MS + 1000);
    expect(await service.refresh(started.refresh_token!)).toEqual({ ok: false, reason: "reused" });
    expect(await service.refresh(rotated.tokens.refresh_token!)).toEqual({ ok: false, reason: "invalid" });
    expect(await service.isActive(started.sessionId)).toBe(false);
  });

  it("refuses forged, malformed and expired refresh tokens, and ends sessions on logout", async () => {
    const started = await service.start(userId);
    expect(await service.refresh(`${started.sessionId}.forged`)).toEqual({ ok: false, reason: "reused" });
    expect(await service.refresh("not-a-token")).toEqual({ ok: false, reason: "invalid" });
    const other = await service.start(userId);
    later(REFRESH_TOKEN_MAX_AGE_SECONDS * 1000 + 1);
    expect(await service.refresh(other.refresh_token!)).toEqual({ ok: false, reason: "expired" });
    const fresh = await service.start(userId);
    expect(await service.isActive(fresh.sessionId)).toBe(true);
    await service.revoke(fresh.sessionId);
    expect(await service.isActive(fresh.sessionId)).toBe(false);
    expect(await service.refresh(fresh.refresh_token!)).toEqual({ ok: false, reason: "invalid" });
  });
});
