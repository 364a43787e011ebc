import type { SpineLog } from "../../../chain-spine/indexer.ts";
import type { ChainHead } from "../../../chain-spine/projector.ts";
import type { LendingReads } from "../chain-time/lending-reads.ts";
import type { LoanCandidates } from "../chain-time/loan-candidates.ts";
import { keeperActionFor } from "./keeper-action.ts";
import type { KeeperSender } from "./keeper-sender.ts";

export interface LendingKeeperOptions {
  candidates: LoanCandidates;
  reads: LendingReads;
  sender: KeeperSender;
  /** Most transactions a tick sends: each is awaited, and the spine waits for the tick. */
  maxTxPerTick: number;
  log: SpineLog;
}

/** Settles loans whose cycle ended and liquidates loans at their LTV threshold, on chain time. */
export class LendingKeeper {
  constructor(private readonly options: LendingKeeperOptions) {}

  async tick(head: ChainHead): Promise<void> {
    const { candidates, reads, sender, maxTxPerTick, log } = this.options;
    // A transaction still pending (e.g. sent before a restart) may already do what the next one would.
    const waiting = await sender.inFlight();
    if (waiting > 0) {
      log.info({ waiting }, "keeper: waiting for its transactions in flight");
      return;
    }
    let sent = 0;
    for (const { loanId } of await candidates.activeLoans(head)) {
      if (sent >= maxTxPerTick) return;
      const action = await keeperActionFor(reads, loanId, head);
      if (!action) continue;
      const outcome = await sender.send(action, loanId);
      if (outcome === "unconfirmed") return;
      if (outcome !== "would-revert") sent += 1;
    }
  }
}
