import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../../db/client.ts";
import { sessions } from "../../../db/schema.ts";

/** The wallet address a session was started with by wallet login (lower case), or null. */
export async function sessionWalletAddress(db: Database, sessionId: string): Promise<string | null> {
  const [row] = await db.select({ walletAddress: sessions.walletAddress }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.walletAddress ?? null;
}

/**
 * Checks a wallet-login access token (the client's lastToken) the way the auth plugin checks a bearer
 * token (signature, expiry, live session), and returns its user and the wallet its session was started
 * with: the proof that the caller controls that wallet.
 */
export async function walletSessionOf(app: FastifyInstance, token: string): Promise<{ userId: number; walletAddress: string } | null> {
  const probe = { headers: { authorization: `Bearer ${token}` }, user: null } as unknown as FastifyRequest;
  const user = await app.optionalUser(probe);
  if (!user) return null;
  const walletAddress = await sessionWalletAddress(app.database.db, user.sessionId);
  return walletAddress ? { userId: user.id, walletAddress } : null;
}
