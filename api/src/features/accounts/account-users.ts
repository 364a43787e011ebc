import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userWallets, users } from "../../db/schema.ts";
import { findWalletOwner } from "../../plugins/auth/wallet-owner.ts";
import { newReferralCode } from "./referral-code.ts";

export type UserRow = typeof users.$inferSelect;

/** PostgreSQL's unique_violation, as raised through node-postgres or PGlite (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === "23505") return !constraint || !current.constraint || current.constraint.includes(constraint);
  }
  return false;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Inserts a user with a fresh referral code (retried on the rare code collision). */
export async function insertUser(db: Database, values: Omit<typeof users.$inferInsert, "referralCode">): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.insert(users).values({ ...values, referralCode: newReferralCode() }).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, "referral_code")) continue;
      throw error;
    }
  }
}

/**
 * The user of a wallet address, creating a wallet-only account (active, no e-mail) for a new address.
 * `created` tells whether the account is new. Two first sign-ins at once end with one account.
 */
export async function findOrCreateWalletUser(db: Database, address: string): Promise<{ userId: number; created: boolean }> {
  const lower = address.toLowerCase();
  const existing = await findWalletOwner(db, lower);
  if (existing) return { userId: existing.userId, created: false };
  const user = await insertUser(db, { status: "active" });
  const [linked] = await db.insert(userWallets).values({ address: lower, userId: user.id }).onConflictDoNothing().returning();
  if (linked) return { userId: user.id, created: true };
  await db.delete(users).where(eq(users.id, user.id));
  const owner = await findWalletOwner(db, lower);
  if (!owner) throw new Error("wallet owner vanished");
  return { userId: owner.userId, created: false };
}
