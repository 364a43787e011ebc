import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { reputations, userWallets } from "../../db/schema.ts";

export interface WalletReputation {
  walletAddress: string;
  userId: number | null;
  reputationBorrower: number;
  reputationLender: number;
}

/** Reputation of each (lower-case) address, in the order asked, 0 and 0 for an address without points. */
export async function reputationsOfWallets(db: Database, addresses: string[]): Promise<WalletReputation[]> {
  if (addresses.length === 0) return [];
  const [points, owners] = await Promise.all([
    db.select().from(reputations).where(inArray(reputations.walletAddress, addresses)),
    db.select().from(userWallets).where(inArray(userWallets.address, addresses)),
  ]);
  return addresses.map((walletAddress) => {
    const row = points.find((point) => point.walletAddress === walletAddress);
    return {
      walletAddress,
      userId: owners.find((owner) => owner.address === walletAddress)?.userId ?? null,
      reputationBorrower: row?.reputationBorrower ?? 0,
      reputationLender: row?.reputationLender ?? 0,
    };
  });
}

/** The lower-case wallet addresses linked to a user, oldest link first. */
export async function walletAddressesOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ address: userWallets.address })
    .from(userWallets)
    .where(eq(userWallets.userId, userId))
    .orderBy(asc(userWallets.linkedAt), asc(userWallets.address));
  return rows.map((row) => row.address);
}

export async function reputationsOfUser(db: Database, userId: number): Promise<WalletReputation[]> {
  return reputationsOfWallets(db, await walletAddressesOf(db, userId));
}

/** Sets the points of each wallet (the operator's feed is the source of truth: idempotent upserts). */
export async function setReputations(
  db: Database,
  entries: { walletAddress: string; reputationBorrower: number; reputationLender: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(reputations)
    .values(entries)
    .onConflictDoUpdate({
      target: reputations.walletAddress,
      set: {
        reputationBorrower: sql`excluded.reputation_borrower`,
        reputationLender: sql`excluded.reputation_lender`,
        updatedAt: sql`now()`,
      },
    });
}
