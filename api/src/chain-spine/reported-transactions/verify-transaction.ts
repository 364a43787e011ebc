import {
  type Abi,
  type Address,
  type ContractEventArgsFromTopics,
  type ContractEventName,
  type ContractFunctionArgs,
  type Hash,
  type Transaction,
  type TransactionReceipt,
  decodeFunctionData,
  isAddressEqual,
  parseEventLogs,
  TransactionNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from "viem";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { waitForIndexedBlock } from "../indexed-block.ts";
import { ApiError } from "../../lib/response.ts";
import type { AbiOf, ChainContext, ReportedCall, ReportedContract, ReportedTransactionRegistry } from "./registry.ts";

export type ContractEvent<Contract extends ReportedContract> = ContractEventName<AbiOf<Contract>>;
type CallArgs<Contract extends ReportedContract, Call extends ReportedCall<Contract>> = ContractFunctionArgs<AbiOf<Contract>, "nonpayable" | "payable", Call>;
type EventArgs<Contract extends ReportedContract, Event extends ContractEvent<Contract>> = ContractEventArgsFromTopics<AbiOf<Contract>, Event>;

/** What a client says its transaction did, in the terms of the ABI of the contract it names. */
export interface ReportedAction<Contract extends ReportedContract, Call extends ReportedCall<Contract>, Event extends ContractEvent<Contract>> {
  /** The registered contract the transaction must be sent to. */
  contract: Contract;
  hash: Hash;
  /** The caller's wallets (lower case): the transaction must be sent from one of them. */
  senders: readonly string[];
  call: Call;
  /** The call's arguments the route names (e.g. this offer's id); anything else is another action. */
  argsMatch: (args: CallArgs<Contract, Call>) => boolean;
  /** The event that proves the effect, emitted by that contract. */
  event: Event;
  /** Words for the refusal: "The transaction does not <action>". */
  action: string;
}

export interface VerifiedAction<Contract extends ReportedContract, Event extends ContractEvent<Contract>> {
  receipt: TransactionReceipt;
  from: Address;
  /** The first matching event's arguments. */
  effect: EventArgs<Contract, Event>;
}

/** A transaction reported to any of a feature's contracts, whichever registered call it makes. */
export interface ReportedTransaction {
  hash: Hash;
  senders: readonly string[];
  contracts: readonly ReportedContract[];
  /** Words for the refusal of another call: "The transaction does not <action>". */
  action: string;
}

export interface VerifiedTransaction {
  receipt: TransactionReceipt;
  from: Address;
  contract: ReportedContract;
}

export interface VerifierOptions extends ChainContext {
  registry: ReportedTransactionRegistry;
  /** How long to wait for the transaction to be mined and then indexed. */
  timeoutMs: number;
  pollMs?: number;
}

/**
 * Checks a client's "I sent this transaction" against the chain, never trusting the claim: the transaction exists,
 * went to the named contract, makes the registered call the route expects with its arguments, comes from one of the
 * caller's wallets, succeeded and emitted the expected event; then waits until the index includes its block, so
 * that the route can answer the indexed row.
 */
export async function verifyContractTransaction<Contract extends ReportedContract, Call extends ReportedCall<Contract>, Event extends ContractEvent<Contract>>(
  options: VerifierOptions,
  reported: ReportedAction<Contract, Call, Event>,
): Promise<VerifiedAction<Contract, Event>> {
  const { definition, calls } = options.registry.contract(reported.contract);
  if (!calls.has(reported.call)) throw new Error(`${reported.contract}.${reported.call} is verified but no feature registered it`);
  const abi = definition.abi as Abi;
  const transaction = await fetchTransaction(options, reported.hash);
  if (!transaction.to || !(await definition.isAt(options, transaction.to))) throw new ApiError(PLATFORM_ERRORS.wrongContract);
  const call = decodedCall(abi, transaction.input);
  if (call?.functionName !== reported.call || !reported.argsMatch(call.args as CallArgs<Contract, Call>)) {
    throw new ApiError(PLATFORM_ERRORS.wrongCall, reported.action);
  }
  requireSender(transaction, reported.senders);

  const receipt = await succeededReceipt(options, reported.hash);
  const to = transaction.to;
  const [effect] = parseEventLogs({ abi, logs: receipt.logs, eventName: reported.event as string }).filter((log) => isAddressEqual(log.address, to));
  if (!effect) throw new ApiError(PLATFORM_ERRORS.wrongCall, reported.action);

  await waitForIndex(options, receipt.blockNumber);
  return { receipt, from: transaction.from, effect: effect.args as EventArgs<Contract, Event> };
}

/**
 * The same checks for a transaction that may make any call a feature registered on its contracts (the NFT screens
 * report every market action one way): sent to one of `contracts`, a registered call of it, from the caller, succeeded
 * and indexed.
 */
export async function verifyTransactionTo(options: VerifierOptions, reported: ReportedTransaction): Promise<VerifiedTransaction> {
  const transaction = await fetchTransaction(options, reported.hash);
  const contract = await contractAt(options, transaction.to, reported.contracts);
  if (!contract) throw new ApiError(PLATFORM_ERRORS.wrongContract);
  const { definition, calls } = options.registry.contract(contract);
  const call = decodedCall(definition.abi as Abi, transaction.input);
  if (!call || !calls.has(call.functionName)) throw new ApiError(PLATFORM_ERRORS.wrongCall, reported.action);
  requireSender(transaction, reported.senders);

  const receipt = await succeededReceipt(options, reported.hash);
  await waitForIndex(options, receipt.blockNumber);
  return { receipt, from: transaction.from, contract };
}

async function contractAt(options: VerifierOptions, to: Address | null, names: readonly ReportedContract[]): Promise<ReportedContract | undefined> {
  if (!to) return undefined;
  for (const name of names) if (await options.registry.contract(name).definition.isAt(options, to)) return name;
  return undefined;
}

async function fetchTransaction({ chain }: ChainContext, hash: Hash): Promise<Transaction> {
  try {
    return await chain.client.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) throw new ApiError(PLATFORM_ERRORS.transactionNotFound);
    throw error;
  }
}

function decodedCall(abi: Abi, input: `0x${string}`) {
  try {
    return decodeFunctionData({ abi, data: input });
  } catch {
    // Not a call of this contract's ABI at all.
    return undefined;
  }
}

function requireSender(transaction: Transaction, senders: readonly string[]): void {
  if (!senders.includes(transaction.from.toLowerCase())) throw new ApiError(PLATFORM_ERRORS.wrongSender);
}

async function succeededReceipt({ chain, timeoutMs, pollMs = 250 }: VerifierOptions, hash: Hash): Promise<TransactionReceipt> {
  let receipt: TransactionReceipt;
  try {
    receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: timeoutMs, pollingInterval: pollMs });
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) throw new ApiError(PLATFORM_ERRORS.transactionPending);
    throw error;
  }
  if (receipt.status !== "success") throw new ApiError(PLATFORM_ERRORS.transactionFailed);
  return receipt;
}

async function waitForIndex({ chain, db, timeoutMs, pollMs }: VerifierOptions, block: bigint): Promise<void> {
  if (!(await waitForIndexedBlock(db, chain.chainId, block, timeoutMs, pollMs))) throw new ApiError(PLATFORM_ERRORS.notIndexedYet);
}
