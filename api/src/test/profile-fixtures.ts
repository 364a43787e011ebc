import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { userWallets, users } from "../db/schema.ts";

export interface TestUser {
  id: number;
  email: string | null;
  token: string;
  auth: { authorization: string };
}

export const randomWallet = () => privateKeyToAccount(generatePrivateKey()).address.toLowerCase();

/**
 * A user as sign-up + confirmation (e-mail) or wallet login would leave it, with a live session:
 * an e-mail account, or a wallet-only account whose session was started by wallet login.
 */
export async function makeUser(
  app: FastifyInstance,
  options: { email?: string | null; name?: string; wallet?: string; status?: "pending" | "active" } = {},
): Promise<TestUser & { wallet: string | null }> {
  const email = options.email === undefined ? `user-${randomBytes(4).toString("hex")}@example.com` : options.email;
  const [user] = await app.database.db
    .insert(users)
    .values({ email, name: options.name ?? "Test User", status: options.status ?? "active", referralCode: randomBytes(6).toString("hex") })
    .returning();
  if (!user) throw new Error("no user");
  const wallet = options.wallet ?? null;
  if (wallet) await app.database.db.insert(userWallets).values({ address: wallet, userId: user.id });
  const session = await app.sessions.start(user.id, email === null && wallet ? { walletAddress: wallet } : {});
  return { id: user.id, email, wallet, token: session.access_token, auth: { authorization: `Bearer ${session.access_token}` } };
}

/** A wallet-only account as wallet login creates it, with its wallet-login session (the lastToken). */
export async function makeWalletUser(app: FastifyInstance, wallet = randomWallet()) {
  return makeUser(app, { email: null, name: "", wallet });
}

/** Another session of an existing user, started by wallet login with `wallet`. */
export async function walletSessionToken(app: FastifyInstance, userId: number, wallet: string): Promise<string> {
  return (await app.sessions.start(userId, { walletAddress: wallet })).access_token;
}
