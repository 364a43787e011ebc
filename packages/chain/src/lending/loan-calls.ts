import type { Address } from "viem";
import type { ContractWrite, OnChainId } from "../contract-write.ts";
import { iPawnLendingAbi } from "../generated/abis.ts";

/** What a repayment pays: penalty and interest in the repayment token, principal (with its prepaid fee) in the loan token. */
export interface RepaymentParts {
  penalty: bigint;
  interest: bigint;
  principal: bigint;
}

/** PawnLending.repay(loanId, penalty, interest, principal). */
export const repayCall = (loanId: OnChainId, parts: RepaymentParts): ContractWrite<typeof iPawnLendingAbi, "repay"> => ({
  abi: iPawnLendingAbi,
  functionName: "repay",
  args: [BigInt(loanId), parts.penalty, parts.interest, parts.principal],
});

/** PawnLending.settle: closes the loan's cycles that have ended (the keeper's call; through eth_call, the loan as of now). */
export const settleCall = (loanId: OnChainId): ContractWrite<typeof iPawnLendingAbi, "settle"> => ({
  abi: iPawnLendingAbi,
  functionName: "settle",
  args: [BigInt(loanId)],
});

/** PawnLending.liquidate: a loan late or under its threshold. */
export const liquidateCall = (loanId: OnChainId): ContractWrite<typeof iPawnLendingAbi, "liquidate"> => ({
  abi: iPawnLendingAbi,
  functionName: "liquidate",
  args: [BigInt(loanId)],
});

/** PawnLending.claim: pays what the core credited the caller in `token` to `to`. */
export const claimCall = (token: Address, to: Address): ContractWrite<typeof iPawnLendingAbi, "claim"> => ({
  abi: iPawnLendingAbi,
  functionName: "claim",
  args: [token, to],
});
