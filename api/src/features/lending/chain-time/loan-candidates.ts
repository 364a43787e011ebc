import type { Address } from "viem";

/** A loan the keeper and the watcher look at: its id on the core and who borrowed. */
export interface CandidateLoan {
  loanId: bigint;
  borrower: Address;
}

/**
 * The loans active as of the head a tick runs at. Candidates only: the keeper and the watcher read each
 * loan's state from the chain before acting, so a loan that ended meanwhile is skipped, never acted on.
 */
export interface LoanCandidates {
  activeLoans(): Promise<CandidateLoan[]>;
}
