import type { Address, PublicClient } from "viem";
import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import type { ChainHead } from "../../../chain-spine/projector.ts";
import type { CandidateLoan, LoanCandidates } from "./loan-candidates.ts";

export interface LoggedLoanCandidatesOptions {
  client: PublicClient;
  core: Address;
  /** The deployment's first block: no loan started before it. */
  startBlock: bigint;
  /** Largest block range per eth_getLogs call. */
  batchBlocks: bigint;
}

/**
 * Active loans from the core's LoanStarted, LoanCompleted and LoanLiquidated logs, scanned once and then
 * followed from where the last call stopped. Kept in memory only: a restart rescans from the start block.
 */
export class LoggedLoanCandidates implements LoanCandidates {
  private readonly active = new Map<bigint, Address>();
  private scannedTo: bigint;

  constructor(private readonly options: LoggedLoanCandidatesOptions) {
    this.scannedTo = options.startBlock - 1n;
  }

  async activeLoans(head: ChainHead): Promise<CandidateLoan[]> {
    const { client, core, batchBlocks } = this.options;
    while (this.scannedTo < head.blockNumber) {
      const fromBlock = this.scannedTo + 1n;
      const toBlock = fromBlock + batchBlocks - 1n < head.blockNumber ? fromBlock + batchBlocks - 1n : head.blockNumber;
      const events = await client.getContractEvents({ address: core, abi: iPawnLendingAbi, fromBlock, toBlock, strict: true });
      for (const event of events) {
        if (event.eventName === "LoanStarted") this.active.set(event.args.loanId, event.args.borrower);
        else if (event.eventName === "LoanCompleted" || event.eventName === "LoanLiquidated") this.active.delete(event.args.loanId);
      }
      this.scannedTo = toBlock;
    }
    return [...this.active].map(([loanId, borrower]) => ({ loanId, borrower }));
  }
}
