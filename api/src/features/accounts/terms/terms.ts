import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { termsAcceptances, users } from "../../../db/schema.ts";

export interface TermsState {
  isAcceptTermAndCondition: boolean;
  investorType: number | null;
}

const NOT_ACCEPTED: TermsState = { isAcceptTermAndCondition: false, investorType: null };

export async function termsOfUser(db: Database, userId: number): Promise<TermsState> {
  const [row] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId));
  return row ? { isAcceptTermAndCondition: true, investorType: row.investorType } : NOT_ACCEPTED;
}

/** A known wallet's record: its account's, else one kept for the wallet itself (written before decision 0037). */
export async function termsOfWallet(db: Database, walletAddress: string, ownerId: number): Promise<TermsState> {
  const ofOwner = await termsOfUser(db, ownerId);
  if (ofOwner.isAcceptTermAndCondition) return ofOwner;
  const [row] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.walletAddress, walletAddress));
  return row ? { isAcceptTermAndCondition: true, investorType: row.investorType } : NOT_ACCEPTED;
}

/**
 * Records acceptance for an account (also keeping the investor type on the user, read by the profile).
 * Accepting again keeps the first acceptance time; an investor type given replaces the previous one.
 */
export async function acceptTermsForUser(db: Database, userId: number, investorType: number | undefined): Promise<TermsState> {
  await db
    .insert(termsAcceptances)
    .values({ userId, investorType: investorType ?? null })
    .onConflictDoUpdate({ target: termsAcceptances.userId, set: investorType === undefined ? { userId } : { investorType } });
  if (investorType !== undefined) await db.update(users).set({ investorType, updatedAt: new Date() }).where(eq(users.id, userId));
  return termsOfUser(db, userId);
}

