import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notificationStreamTickets } from "../../db/schema.ts";

/** How long a stream ticket may wait before it is used. */
export const STREAM_TICKET_TTL_SECONDS = 60;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Tickets that open GET notify/stream: EventSource cannot send a bearer header, and an access token in a URL
 * ends up in logs and history. A ticket is random, lives a minute, works once, and names its session.
 */
export class StreamTickets {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async issue(userId: number, sessionId: string): Promise<{ ticket: string; expires_in: number }> {
    const ticket = randomBytes(32).toString("base64url");
    const now = this.clock();
    await this.db.delete(notificationStreamTickets).where(lt(notificationStreamTickets.expiresAt, now));
    await this.db.insert(notificationStreamTickets).values({
      ticketHash: sha256(ticket),
      userId,
      sessionId,
      expiresAt: new Date(now.getTime() + STREAM_TICKET_TTL_SECONDS * 1000),
    });
    return { ticket, expires_in: STREAM_TICKET_TTL_SECONDS };
  }

  /** Spends a ticket: its user and session, or null when unknown, expired or already used. */
  async redeem(ticket: string): Promise<{ userId: number; sessionId: string } | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) return null;
    const [spent] = await this.db
      .delete(notificationStreamTickets)
      .where(and(eq(notificationStreamTickets.ticketHash, sha256(ticket)), gt(notificationStreamTickets.expiresAt, this.clock())))
      .returning({ userId: notificationStreamTickets.userId, sessionId: notificationStreamTickets.sessionId });
    return spent ?? null;
  }
}
