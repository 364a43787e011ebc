import type { SpineLog } from "../../../chain-spine/indexer.ts";
import type { ChainHead } from "../../../chain-spine/projector.ts";
import type { LendingReads } from "../chain-time/lending-reads.ts";
import type { LoanCandidates } from "../chain-time/loan-candidates.ts";
import { keeperActionFor } from "./keeper-action.ts";
import type { KeeperSender, SendOutcome } from "./keeper-sender.ts";

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
    const { candidates, sender, maxTxPerTick, log } = this.options;
    // A transaction still pending (e.g. sent before a restart) may already do what the next one would.
    const waiting = await sender.inFlight();
    if (waiting > 0) {
      log.info({ waiting }, "keeper: waiting for its transactions in flight");
      return;
    }
    let sent = 0;
    for (const { loanId } of await candidates.activeLoans()) {
      if (sent >= maxTxPerTick) return;
      const outcome = await this.keep(loanId, head);
      if (outcome === "unconfirmed") return;
      if (outcome === "confirmed" || outcome === "reverted") sent += 1;
    }
  }

  /** One loan's action, if it needs one; a failure is logged so that it cannot hold up the other loans. */
  private async keep(loanId: bigint, head: ChainHead): Promise<SendOutcome | "failed" | null> {
    try {
      const action = await keeperActionFor(this.options.reads, loanId, head);
      return action && (await this.options.sender.send(action, loanId));
    } catch (error) {
      this.options.log.warn({ err: error, loanId }, "keeper: loan skipped this tick");
      return "failed";
    }
  }
}
