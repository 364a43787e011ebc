import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { REFRESH_TOKEN_MAX_AGE_SECONDS } from "@openpawn/shared/constants";
import type { Database } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";
import { signAccessToken } from "./access-token.ts";
import { ActiveSessionCache, SESSIONS_CHANNEL, type SessionEnded } from "./active-session-cache.ts";

/** How long a just-rotated refresh token still works (another tab refreshing at the same moment). */
export const ROTATION_GRACE_MS = 10_000;

export interface TokenPair {
  access_token: string;
  /** Absent when a just-rotated token was replayed within the grace: the caller keeps its newer one. */
  refresh_token?: string;
  expires_in: number;
}

export type RefreshOutcome = { ok: true; userId: number; tokens: TokenPair } | { ok: false; reason: "invalid" | "expired" | "reused" };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newSecret = () => randomBytes(32).toString("base64url");

/** Refresh tokens read `<session id>.<secret>`: the id finds the row, the secret is compared by hash. */
function parseRefreshToken(token: string): { sessionId: string; secret: string } | null {
  const [sessionId, secret, extra] = token.split(".");
  if (!sessionId || !secret || extra !== undefined || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
  return { sessionId, secret };
}

export class SessionService {
  /** Fed by SESSIONS_CHANNEL (the auth plugin listens): another instance's logout reaches this one. */
  readonly activeSessions = new ActiveSessionCache();

  constructor(
    private readonly db: Database,
    private readonly jwtSecret: Uint8Array,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async accessToken(userId: number, sessionId: string) {
    return signAccessToken(this.jwtSecret, { userId, sessionId }, this.clock());
  }

  /** Starts a session after a successful login. */
  async start(userId: number, options: { walletAddress?: string } = {}): Promise<Required<TokenPair> & { sessionId: string }> {
    const sessionId = randomUUID();
    const secret = newSecret();
    const now = this.clock();
    await this.db.insert(sessions).values({
      id: sessionId,
      userId,
      refreshTokenHash: sha256(secret),
      rotatedAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_MAX_AGE_SECONDS * 1000),
      walletAddress: options.walletAddress?.toLowerCase(),
    });
    return { sessionId, access_token: await this.accessToken(userId, sessionId), refresh_token: `${sessionId}.${secret}`, expires_in: 3600 };
  }

  /**
   * Rotates a refresh token. Presenting a token that was already rotated (outside the grace) means it
   * leaked: the whole session is revoked.
   */
  async refresh(token: string): Promise<RefreshOutcome> {
    const parsed = parseRefreshToken(token);
    if (!parsed) return { ok: false, reason: "invalid" };
    const [session] = await this.db.select().from(sessions).where(eq(sessions.id, parsed.sessionId));
    if (!session || session.revokedAt) return { ok: false, reason: "invalid" };
    const now = this.clock();
    if (session.expiresAt <= now) return { ok: false, reason: "expired" };
    const presented = sha256(parsed.secret);

    if (presented === session.refreshTokenHash) {
      const secret = newSecret();
      const rotated = await this.db
        .update(sessions)
        .set({ refreshTokenHash: sha256(secret), previousTokenHash: presented, rotatedAt: now })
        .where(and(eq(sessions.id, session.id), eq(sessions.refreshTokenHash, presented), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (rotated.length === 1) {
        const tokens = { access_token: await this.accessToken(session.userId, session.id), refresh_token: `${session.id}.${secret}`, expires_in: 3600 };
        return { ok: true, userId: session.userId, tokens };
      }
      return this.refresh(token);
    }
    if (presented === session.previousTokenHash && now.getTime() - session.rotatedAt.getTime() <= ROTATION_GRACE_MS) {
      return { ok: true, userId: session.userId, tokens: { access_token: await this.accessToken(session.userId, session.id), expires_in: 3600 } };
    }
    await this.revoke(session.id);
    return { ok: false, reason: "reused" };
  }

  /**
   * Attaches a wallet address to a live session (wallet signature while logged in) and issues a fresh access
   * token for it; null when the session is gone.
   */
  async bindWallet(sessionId: string, walletAddress: string): Promise<{ access_token: string; expires_in: number } | null> {
    const [session] = await this.db
      .update(sessions)
      .set({ walletAddress: walletAddress.toLowerCase() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    if (!session) return null;
    return { access_token: await this.accessToken(session.userId, sessionId), expires_in: 3600 };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.clock() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await this.announceEnded({ sessionId });
  }

  async revokeAllOf(userId: number): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.clock() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await this.announceEnded({ userId });
  }

  /**
   * Tells every instance that sessions ended: revoke does it; a caller that deleted a user (its sessions
   * went with it) does it too. This instance forgets at once, the others when the signal arrives.
   */
  async announceEnded(ended: SessionEnded): Promise<void> {
    this.activeSessions.forget(ended);
    await this.db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(ended)})`);
  }

  /** Whether an access token's session is still alive (logout and theft detection end it at once). */
  async isActive(sessionId: string): Promise<boolean> {
    return this.activeSessions.isActive(sessionId, this.clock(), async () => {
      const [session] = await this.db
        .select({ userId: sessions.userId, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return session && !session.revokedAt ? session : null;
    });
  }
}
