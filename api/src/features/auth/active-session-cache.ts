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
  private readonly live = new Map<string, LiveSession>();
  /** Bumped by every end: a session loaded while one ended is answered but not kept. */
  private generation = 0;

  async isActive(sessionId: string, now: Date, load: () => Promise<LiveSession | null>): Promise<boolean> {
    const cached = this.live.get(sessionId);
    if (cached) return cached.expiresAt > now;
    const before = this.generation;
    const session = await load();
    if (!session || session.expiresAt <= now) return false;
    if (this.generation === before) {
      if (this.live.size >= MAX_SESSIONS) this.live.clear();
      this.live.set(sessionId, session);
    }
    return true;
  }

  forget(ended: SessionEnded): void {
    this.generation += 1;
    if ("sessionId" in ended) {
      this.live.delete(ended.sessionId);
      return;
    }
    for (const [id, session] of this.live) if (session.userId === ended.userId) this.live.delete(id);
  }

  /** After the channel was down, ends may have been missed: start over. */
  forgetAll(): void {
    this.generation += 1;
    this.live.clear();
  }
}
