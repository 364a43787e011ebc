import { and, asc, eq } from "drizzle-orm";
import { getAddress, type Address } from "viem";
import { LoanStatus } from "@openpawn/chain/generated/enums";
import type { Database } from "../../../db/client.ts";
import { lendingLoans } from "../../../db/schema.ts";
import type { CandidateLoan, LoanCandidates } from "./loan-candidates.ts";

/**
 * The core's active loans as the lending index holds them (lending_loans by status, an indexed read). The
 * spine ticks only once its batch reached the head, so the index is as of the head the keeper and the
 * watcher act on; a reorganisation rolls the index back, and the candidates with it.
 */
export function indexedLoanCandidates(db: Database, { chainId, core }: { chainId: number; core: Address }): LoanCandidates {
  return {
    async activeLoans(): Promise<CandidateLoan[]> {
      const rows = await db
        .select({ loanId: lendingLoans.id, borrower: lendingLoans.borrower })
        .from(lendingLoans)
        .where(and(eq(lendingLoans.chainId, chainId), eq(lendingLoans.contract, core), eq(lendingLoans.status, LoanStatus.Active)))
        .orderBy(asc(lendingLoans.id));
      return rows.map(({ loanId, borrower }) => ({ loanId, borrower: getAddress(borrower) }));
    },
  };
}
