import type { ChainHead } from "../../../chain-spine/projector.ts";
import type { LendingReads } from "../chain-time/lending-reads.ts";

/** The two permissionless calls the keeper makes on the core. */
export type KeeperAction = "settle" | "liquidate";

/**
 * What a loan needs as of the head, if anything: `settle` once its current cycle has ended (settling
 * itself liquidates at the late threshold or at maturity with something unpaid), else `liquidate` when
 * its debt reached the liquidation limit at oracle prices (priced collateral only; no price, no action).
 */
export async function keeperActionFor(reads: LendingReads, loanId: bigint, head: ChainHead): Promise<KeeperAction | null> {
  const window = await reads.storedWindow(loanId, head);
  if (window.endsAt <= head.timestamp) return "settle";
  const value = await reads.loanToValue(loanId, head);
  return value !== null && value.debtUsd >= value.limitUsd ? "liquidate" : null;
}
