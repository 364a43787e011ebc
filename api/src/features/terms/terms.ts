import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { termsAcceptances, users } from "../../db/schema.ts";

export interface TermsState {
  isAcceptTermAndCondition: boolean;
  investorType: number | null;
}

const NOT_ACCEPTED: TermsState = { isAcceptTermAndCondition: false, investorType: null };

export async function termsOfUser(db: Database, userId: number): Promise<TermsState> {
  const [row] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId));
  return row ? { isAcceptTermAndCondition: true, investorType: row.investorType } : NOT_ACCEPTED;
}

export async function termsOfWallet(db: Database, walletAddress: string): Promise<TermsState> {
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

/** Records acceptance for a wallet address that is known to the service (not logged in). */
export async function acceptTermsForWallet(db: Database, walletAddress: string, investorType: number | undefined): Promise<TermsState> {
  await db
    .insert(termsAcceptances)
    .values({ walletAddress, investorType: investorType ?? null })
    .onConflictDoUpdate({ target: termsAcceptances.walletAddress, set: investorType === undefined ? { walletAddress } : { investorType } });
  return termsOfWallet(db, walletAddress);
}
