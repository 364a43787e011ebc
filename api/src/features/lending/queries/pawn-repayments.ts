import { and, asc, eq } from "drizzle-orm";
import { lendingLoanCycles, lendingRepayments } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

export type CycleRow = typeof lendingLoanCycles.$inferSelect;
export type RepaymentRow = typeof lendingRepayments.$inferSelect;

/** Every cycle a loan opened, first to last (at most one per week of a five-year loan). */
export function cyclesOfLoan(scope: LendingScope, loanId: bigint): Promise<CycleRow[]> {
  return scope.db
    .select()
    .from(lendingLoanCycles)
    .where(and(eq(lendingLoanCycles.chainId, scope.chainId), eq(lendingLoanCycles.contract, scope.core), eq(lendingLoanCycles.loanId, loanId)))
    .orderBy(asc(lendingLoanCycles.cycle));
}

/** Every payment of a loan in chain order (each one a borrower's transaction). */
export function repaymentsOfLoan(scope: LendingScope, loanId: bigint): Promise<RepaymentRow[]> {
  return scope.db
    .select()
    .from(lendingRepayments)
    .where(and(eq(lendingRepayments.chainId, scope.chainId), eq(lendingRepayments.contract, scope.core), eq(lendingRepayments.loanId, loanId)))
    .orderBy(asc(lendingRepayments.blockNumber), asc(lendingRepayments.logIndex));
}
