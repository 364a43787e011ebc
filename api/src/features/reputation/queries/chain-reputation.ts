import { and, desc, eq } from "drizzle-orm";
import { reputationChanges } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

/** A wallet's scores on the Reputation contract as last indexed (0 and 0 before its first change). */
export async function chainReputation(scope: LendingScope, wallet: string) {
  const reputation = scope.deployment.contracts.Reputation;
  const [row] = reputation
    ? await scope.db
        .select({ borrower: reputationChanges.borrowerScore, lender: reputationChanges.lenderScore })
        .from(reputationChanges)
        .where(and(eq(reputationChanges.chainId, scope.chainId), eq(reputationChanges.contract, reputation), eq(reputationChanges.wallet, wallet)))
        .orderBy(desc(reputationChanges.blockNumber), desc(reputationChanges.logIndex))
        .limit(1)
    : [];
  return { reputationBorrower: Number(row?.borrower ?? 0n), reputationLender: Number(row?.lender ?? 0n) };
}
