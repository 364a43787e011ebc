import { and, eq } from "drizzle-orm";
import { lendingLoans } from "../../../db/schema.ts";
import type { LendingScope } from "../lending-scope.ts";

export type LoanRow = typeof lendingLoans.$inferSelect;

export async function findLoan(scope: LendingScope, id: number): Promise<LoanRow | null> {
  const [row] = await scope.db
    .select()
    .from(lendingLoans)
    .where(and(eq(lendingLoans.chainId, scope.chainId), eq(lendingLoans.contract, scope.core), eq(lendingLoans.id, BigInt(id))));
  return row ?? null;
}
