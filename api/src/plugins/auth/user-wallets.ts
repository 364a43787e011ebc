import { eq } from "drizzle-orm";
import { getAddress } from "viem";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import type { Database } from "../../db/client.ts";
import { userWallets } from "../../db/schema.ts";
import { ApiError } from "../../lib/response.ts";

/** The user's wallets as the index writes addresses (checksummed). */
export const checksummed = (wallets: string[]): string[] => wallets.map((wallet) => getAddress(wallet));

/** The wallets (lower case) an account holds: its positions are those of these wallets. */
export async function walletsOfUser(db: Database, userId: number): Promise<string[]> {
  const rows = await db.select({ address: userWallets.address }).from(userWallets).where(eq(userWallets.userId, userId));
  return rows.map((row) => row.address);
}

/**
 * The wallets an account list reads: the one asked for, which must be the caller's (403 otherwise:
 * nobody reads another account's positions by naming its wallet), or all of the caller's.
 */
export async function requireOwnWallets(db: Database, userId: number, walletAddress?: string): Promise<string[]> {
  const wallets = await walletsOfUser(db, userId);
  if (wallets.length === 0) throw new ApiError(PLATFORM_ERRORS.noWallet);
  if (walletAddress === undefined) return wallets;
  if (!wallets.includes(walletAddress)) throw new ApiError(PLATFORM_ERRORS.walletNotOwned);
  return [walletAddress];
}
