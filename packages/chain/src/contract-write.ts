import type { Abi, ContractFunctionArgs, ContractFunctionName } from "viem";

/** What a transaction may call: functions that change state. Reads are written where they are made. */
type WriteMutability = "nonpayable" | "payable";
export type WriteFunctionName<TAbi extends Abi> = ContractFunctionName<TAbi, WriteMutability>;

/**
 * One contract write as viem's and wagmi's writeContract, simulateContract and encodeFunctionData take it, less
 * where it goes: the caller adds the contract's `address`, and `value` when a payable call sends the native coin.
 * The web, the local stack's demo, the browser tests and the API build every write with this package's builders
 * and never by hand (decision 0052).
 */
export interface ContractWrite<TAbi extends Abi, TName extends WriteFunctionName<TAbi>> {
  abi: TAbi;
  functionName: TName;
  args: ContractFunctionArgs<TAbi, WriteMutability, TName>;
}

/** An id of the contracts (a collateral, offer, loan, package, listing…): the API's number or the chain's bigint. */
export type OnChainId = number | bigint;
