import { BaseError, ContractFunctionRevertedError, type Address, type PublicClient } from "viem";
import { iLendingLensAbi } from "@openpawn/chain/generated/abis";
import { settleCall } from "@openpawn/chain/lending/loan-calls";
import type { ChainHead } from "../../../chain-spine/projector.ts";

/** The lending core and its read-only lens, as the deployment lists them. */
export interface LendingContracts {
  core: Address;
  lens: Address;
}

export interface LoanToValue {
  debtUsd: bigint;
  collateralUsd: bigint;
  /** The loan is liquidated on risk when debtUsd reaches it. */
  limitUsd: bigint;
}

/** Whether a call failed because the contract reverted (as opposed to the node being unreachable). */
export function isRevert(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError) !== null;
}

/** Reads of one loan at a given head: every answer is as of that block, so decisions share one clock. */
export function lendingReads(client: PublicClient, { core, lens }: LendingContracts) {
  const at = (head: ChainHead) => ({ blockNumber: head.blockNumber });
  return {
    /** The current cycle as last written: a cycle whose end has passed is still waiting to be settled. */
    storedWindow: (loanId: bigint, head: ChainHead) =>
      client.readContract({ address: lens, abi: iLendingLensAbi, functionName: "cycleWindow", args: [loanId], ...at(head) }),

    /** The loan and its cycle as of the head, by the core's own rules (settle through eth_call); null once it ended. */
    async asOfHead(loanId: bigint, head: ChainHead) {
      try {
        const { result } = await client.simulateContract({ address: core, ...settleCall(loanId), ...at(head) });
        const [loan, window] = result;
        return { loan, window };
      } catch (error) {
        if (isRevert(error)) return null;
        throw error;
      }
    },

    /** Debt, collateral and limit in USD; null for NFT collateral (no price) and on a bad or stale price. */
    async loanToValue(loanId: bigint, head: ChainHead): Promise<LoanToValue | null> {
      try {
        const [debtUsd, collateralUsd, limitUsd] = await client.readContract({
          address: lens,
          abi: iLendingLensAbi,
          functionName: "loanToValue",
          args: [loanId],
          ...at(head),
        });
        return { debtUsd, collateralUsd, limitUsd };
      } catch (error) {
        if (isRevert(error)) return null;
        throw error;
      }
    },

    repaymentToken: async (loanId: bigint, head: ChainHead): Promise<Address> =>
      (await client.readContract({ address: lens, abi: iLendingLensAbi, functionName: "offer", args: [loanId], ...at(head) })).repaymentToken,
  };
}

export type LendingReads = ReturnType<typeof lendingReads>;
