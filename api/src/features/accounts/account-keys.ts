import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accountKeys } from "../../db/schema.ts";

export type AccountKeyPurpose = "confirmation" | "reset";

/** How long a key sent by e-mail works. */
export const ACCOUNT_KEY_TTL_MS: Record<AccountKeyPurpose, number> = {
  confirmation: 48 * 3600_000,
  reset: 3600_000,
};

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Creates a random single-use key for a user; only its hash is stored. Returns the key to put in the e-mail. */
export async function issueAccountKey(db: Database, userId: number, purpose: AccountKeyPurpose, now = new Date()): Promise<string> {
  const key = randomBytes(32).toString("base64url");
  await db.insert(accountKeys).values({
    keyHash: sha256(key),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + ACCOUNT_KEY_TTL_MS[purpose]),
  });
  return key;
}

/**
 * Spends every live key of a user for a purpose: after a reset or a password change, an older reset link (in a
 * mailbox someone else may read) must not reset the password again.
 */
export async function retireAccountKeys(db: Database, userId: number, purpose: AccountKeyPurpose, now = new Date()): Promise<void> {
  await db
    .update(accountKeys)
    .set({ usedAt: now })
    .where(and(eq(accountKeys.userId, userId), eq(accountKeys.purpose, purpose), isNull(accountKeys.usedAt)));
}

/** The user a live key belongs to (without spending it), or null. */
export async function peekAccountKey(db: Database, key: string, purpose: AccountKeyPurpose, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ userId: accountKeys.userId })
    .from(accountKeys)
    .where(and(eq(accountKeys.keyHash, sha256(key)), eq(accountKeys.purpose, purpose), isNull(accountKeys.usedAt), gt(accountKeys.expiresAt, now)));
  return row?.userId ?? null;
}

/** Spends a key atomically: the user it belonged to, or null when unknown, used, expired or of another purpose. */
export async function consumeAccountKey(db: Database, key: string, purpose: AccountKeyPurpose, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(accountKeys)
    .set({ usedAt: now })
    .where(and(eq(accountKeys.keyHash, sha256(key)), eq(accountKeys.purpose, purpose), isNull(accountKeys.usedAt), gt(accountKeys.expiresAt, now)))
    .returning({ userId: accountKeys.userId });
  return row?.userId ?? null;
}
