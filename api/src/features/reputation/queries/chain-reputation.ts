import { and, desc, eq } from "drizzle-orm";
import { lendingReputationChanges } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

/** A wallet's scores on the Reputation contract as last indexed (0 and 0 before its first change). */
export async function chainReputation(scope: LendingScope, wallet: string) {
  const reputation = scope.deployment.contracts.Reputation;
  const [row] = reputation
    ? await scope.db
        .select({ borrower: lendingReputationChanges.borrowerScore, lender: lendingReputationChanges.lenderScore })
        .from(lendingReputationChanges)
        .where(and(eq(lendingReputationChanges.chainId, scope.chainId), eq(lendingReputationChanges.contract, reputation), eq(lendingReputationChanges.wallet, wallet)))
        .orderBy(desc(lendingReputationChanges.blockNumber), desc(lendingReputationChanges.logIndex))
        .limit(1)
    : [];
  return { reputationBorrower: Number(row?.borrower ?? 0n), reputationLender: Number(row?.lender ?? 0n) };
}
