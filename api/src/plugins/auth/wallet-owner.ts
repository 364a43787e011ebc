import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userWallets, users } from "../../db/schema.ts";

export interface WalletOwner {
  userId: number;
  email: string | null;
  pawnShopId: number | null;
  walletCount: number;
}

/** Who holds a (lower-case) wallet address, with what decides whether that account may be merged. */
export async function findWalletOwner(db: Database, address: string): Promise<WalletOwner | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, pawnShopId: users.pawnShopId })
    .from(userWallets)
    .innerJoin(users, eq(users.id, userWallets.userId))
    .where(eq(userWallets.address, address));
  if (!row) return null;
  const [wallets] = await db.select({ n: count() }).from(userWallets).where(eq(userWallets.userId, row.userId));
  return { ...row, walletCount: wallets?.n ?? 0 };
}

/**
 * A wallet-only account (created by wallet login) that holds this one wallet and nothing else we know
 * of: linking the wallet to an e-mail account folds it into that account.
 */
export function isMergeableWalletAccount(owner: WalletOwner): boolean {
  return owner.email === null && owner.walletCount === 1 && owner.pawnShopId === null;
}
