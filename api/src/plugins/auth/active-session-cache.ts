import { GenerationalMemo } from "../../lib/generational-memo.ts";

/** The PostgreSQL channel on which every instance hears that sessions ended. */
export const SESSIONS_CHANNEL = "openpawn_sessions";

/** Ended: one session (logout, theft detection) or all of a user's (password change). */
export type SessionEnded = { sessionId: string } | { userId: number };

export function parseSessionEnded(payload: string): SessionEnded | null {
  try {
    const value = JSON.parse(payload) as Partial<{ sessionId: unknown; userId: unknown }>;
    if (typeof value.sessionId === "string") return { sessionId: value.sessionId };
    if (typeof value.userId === "number") return { userId: value.userId };
  } catch {
    // not ours
  }
  return null;
}

export interface LiveSession {
  userId: number;
  expiresAt: Date;
}

/** Sessions kept; beyond that the cache starts over (a cleared cache only costs queries). */
const MAX_SESSIONS = 100_000;

/**
 * Live sessions by id, so an authenticated request costs no query: every bearer request asks, and a session
 * changes only when it ends, which reaches every instance as a SESSIONS_CHANNEL signal. Only live sessions are
 * kept; expiry is checked on every read.
 */
export class ActiveSessionCache {
  private readonly live = new GenerationalMemo<string, LiveSession | null>(MAX_SESSIONS);

  async isActive(sessionId: string, now: Date, load: () => Promise<LiveSession | null>): Promise<boolean> {
    const session = await this.live.get(sessionId, load, (loaded) => loaded !== null && loaded.expiresAt > now);
    return session !== null && session.expiresAt > now;
  }

  forget(ended: SessionEnded): void {
    if ("sessionId" in ended) this.live.forget(ended.sessionId);
    else this.live.forgetWhere((session) => session?.userId === ended.userId);
  }

  /** After the channel was down, ends may have been missed: start over. */
  forgetAll(): void {
    this.live.forgetAll();
  }
}
