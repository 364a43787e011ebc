import { and, eq, isNull, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import type { Database } from "../../../db/client.ts";
import { termsAcceptances, userWallets, users } from "../../../db/schema.ts";
import { ApiError } from "../../../lib/response.ts";
import { findWalletOwner, isMergeableWalletAccount, type WalletOwner } from "../../../plugins/auth/wallet-owner.ts";

/** Why a wallet cannot move to the account `userId`, or null when it can (free, mergeable or already there). */
export function linkRefusal(owner: WalletOwner | null, userId: number): ApiError | null {
  if (!owner || owner.userId === userId || isMergeableWalletAccount(owner)) return null;
  if (owner.email !== null) return new ApiError(ACCOUNTS_ERRORS.walletLinkedToOther);
  return new ApiError(ACCOUNTS_ERRORS.walletAccountNotEmpty);
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

/**
 * Moves `address` to the account `userId`. `provenBy` is the user of the session whose token proved control of the
 * address: its holder's wallet-login session, or the caller's own session, bound to the address by the wallet's
 * signature (decision 0043). A wallet-only account that held it and owns nothing else is deleted (its terms acceptance
 * carried over; its sessions end with it): its id is returned, else null. Anything else refuses with a code.
 */
export async function linkWallet(db: Database, userId: number, address: string, provenBy: number): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      const owner = await findWalletOwner(tx as unknown as Database, address);
      if (owner?.userId === userId) return null;
      if (owner && owner.userId !== provenBy && provenBy !== userId) throw new ApiError(ACCOUNTS_ERRORS.walletProofInvalid);
      const refusal = linkRefusal(owner, userId);
      if (refusal) throw refusal;
      if (!owner) {
        await tx.insert(userWallets).values({ address, userId });
        return null;
      }
      await tx.update(userWallets).set({ userId, linkedAt: new Date() }).where(eq(userWallets.address, address));
      const mine = alias(termsAcceptances, "mine");
      await tx
        .update(termsAcceptances)
        .set({ userId })
        .where(
          and(
            eq(termsAcceptances.userId, owner.userId),
            notExists(tx.select({ id: mine.id }).from(mine).where(eq(mine.userId, userId))),
          ),
        );
      const deleted = await tx.delete(users).where(and(eq(users.id, owner.userId), isNull(users.email))).returning({ id: users.id });
      return deleted[0]?.id ?? null;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isForeignKeyViolation(error)) throw new ApiError(ACCOUNTS_ERRORS.walletAccountNotEmpty);
    throw error;
  }
}
