import { eq } from "drizzle-orm";
import { getAddress } from "viem";
import { MESSAGES } from "@openpawn/shared/messages";
import type { Database } from "../../db/client.ts";
import { userWallets } from "../../db/schema.ts";
import { ApiError } from "../../lib/response.ts";
import type { ContractSide } from "./contract-items.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { findContract, type ContractRow } from "./queries/pawn-contracts.ts";

const M = MESSAGES.pawn;

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
  if (wallets.length === 0) throw new ApiError(403, "pawn.wallet.none", M.noWallet);
  if (walletAddress === undefined) return wallets;
  if (!wallets.includes(walletAddress)) throw new ApiError(403, "pawn.wallet.not-owned", M.walletNotOwned);
  return [walletAddress];
}

/**
 * The contract `id` if the caller holds its `side`'s wallet ("either": the borrower's or the lender's),
 * among the one they name or any of theirs; someone else's contract reads as none (404): its existence
 * is not the caller's business.
 */
export async function requireOwnContract(
  scope: LendingScope,
  userId: number,
  id: number,
  side: ContractSide | "either",
  walletAddress?: string,
): Promise<ContractRow> {
  const wallets = checksummed(await requireOwnWallets(scope.db, userId, walletAddress));
  const contract = await findContract(scope, id);
  const parties = contract ? (side === "either" ? [contract.loan.borrower, contract.loan.lender] : [contract.loan[side]]) : [];
  if (!contract || !parties.some((party) => wallets.includes(party))) throw new ApiError(404, "pawn.contract.not-found", M.contractNotFound);
  return contract;
}
