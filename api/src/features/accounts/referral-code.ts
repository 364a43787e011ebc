import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** Crockford-like alphabet without look-alikes (0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new user's own referral code (8 characters, ~10^12 possibilities; the column is unique). */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The user whose referral code (case-insensitive) or numeric id this is, or null. */
export async function findReferrer(db: Database, code: string): Promise<number | null> {
  const normalized = code.trim();
  if (!normalized) return null;
  const byId = /^\d{1,9}$/.test(normalized) ? Number(normalized) : -1;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`upper(${users.referralCode}) = ${normalized.toUpperCase()} or ${users.id} = ${byId}`)
    .limit(1);
  return row?.id ?? null;
}
