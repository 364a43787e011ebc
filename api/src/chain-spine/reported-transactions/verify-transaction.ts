import {
  type Abi,
  type Address,
  type ContractEventArgsFromTopics,
  type ContractEventName,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hash,
  type TransactionReceipt,
  decodeFunctionData,
  isAddressEqual,
  parseEventLogs,
  TransactionNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from "viem";
import { pawnLendingAbi, pawnShopAbi, signedOffersAbi } from "@openpawn/chain/generated/abis";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import type { Database } from "../../db/client.ts";
import type { ChainAccess } from "../../plugins/chain.ts";
import { waitForIndexedBlock } from "../indexed-block.ts";
import { ApiError } from "../../lib/response.ts";
import { lendingAddresses } from "../deployment/lending-deployment.ts";

/** The lending contracts whose transactions clients report, by their deployment names. */
const REPORTED_CONTRACTS = { PawnLending: pawnLendingAbi, PawnShop: pawnShopAbi, SignedOffers: signedOffersAbi } as const;
export type ReportedContract = keyof typeof REPORTED_CONTRACTS;
type AbiOf<Contract extends ReportedContract> = (typeof REPORTED_CONTRACTS)[Contract];
export type ContractCall<Contract extends ReportedContract> = ContractFunctionName<AbiOf<Contract>, "nonpayable" | "payable">;
export type ContractEvent<Contract extends ReportedContract> = ContractEventName<AbiOf<Contract>>;
type CallArgs<Contract extends ReportedContract, Call extends ContractCall<Contract>> = ContractFunctionArgs<
  AbiOf<Contract>,
  "nonpayable" | "payable",
  Call
>;
type EventArgs<Contract extends ReportedContract, Event extends ContractEvent<Contract>> = ContractEventArgsFromTopics<AbiOf<Contract>, Event>;

/** What a client says its transaction did, in the terms of the contract's ABI (the lending core unless named). */
export interface ReportedAction<
  Call extends ContractCall<Contract>,
  Event extends ContractEvent<Contract>,
  Contract extends ReportedContract = "PawnLending",
> {
  /** The contract the transaction must be sent to; the lending core when left out. */
  contract?: Contract;
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

export interface VerifiedAction<Event extends ContractEvent<Contract>, Contract extends ReportedContract = "PawnLending"> {
  receipt: TransactionReceipt;
  from: Address;
  /** The first matching event's arguments. */
  effect: EventArgs<Contract, Event>;
}

export interface VerifierOptions {
  chain: ChainAccess;
  db: Database;
  /** How long to wait for the transaction to be mined and then indexed. */
  timeoutMs: number;
  pollMs?: number;
}

/**
 * Checks a client's "I sent this transaction" against the chain, never trusting the claim: the
 * transaction exists, went to the named lending contract, calls what the route expects with its arguments,
 * comes from one of the caller's wallets, succeeded and emitted the expected event; then waits until
 * the index includes its block, so that the route can answer the indexed row.
 */
export async function verifyContractTransaction<
  Call extends ContractCall<Contract>,
  Event extends ContractEvent<Contract>,
  Contract extends ReportedContract = "PawnLending",
>(options: VerifierOptions, reported: ReportedAction<Call, Event, Contract>): Promise<VerifiedAction<Event, Contract>> {
  const { chain } = options;
  const name: ReportedContract = reported.contract ?? "PawnLending";
  const address = await contractAddress(chain, name);
  const abi = REPORTED_CONTRACTS[name];
  const transaction = await fetchTransaction(chain, reported.hash);
  if (!transaction.to || !isAddressEqual(transaction.to, address)) throw new ApiError(PLATFORM_ERRORS.wrongContract);
  if (!callMatches(abi, transaction.input, reported)) throw new ApiError(PLATFORM_ERRORS.wrongCall, reported.action);
  if (!reported.senders.includes(transaction.from.toLowerCase())) throw new ApiError(PLATFORM_ERRORS.wrongSender);

  const receipt = await minedReceipt(options, reported.hash);
  if (receipt.status !== "success") throw new ApiError(PLATFORM_ERRORS.transactionFailed);
  const [effect] = parseEventLogs({ abi: abi as Abi, logs: receipt.logs, eventName: reported.event as string }).filter((log) =>
    isAddressEqual(log.address, address),
  );
  if (!effect) throw new ApiError(PLATFORM_ERRORS.wrongCall, reported.action);

  await waitForIndex(options, receipt.blockNumber);
  return { receipt, from: transaction.from, effect: effect.args as EventArgs<Contract, Event> };
}

/** The deployed address of a reported contract; the core's refusal when the lending contracts are missing. */
async function contractAddress(chain: ChainAccess, name: ReportedContract): Promise<Address> {
  const { core } = await lendingAddresses(chain);
  if (name === "PawnLending") return core;
  const address = (await chain.deployment())?.contracts[name];
  if (!address) throw new ApiError(PLATFORM_ERRORS.lendingNotDeployed);
  return address;
}

async function fetchTransaction(chain: ChainAccess, hash: Hash) {
  try {
    return await chain.client.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) throw new ApiError(PLATFORM_ERRORS.transactionNotFound);
    throw error;
  }
}

function callMatches<Call extends ContractCall<Contract>, Event extends ContractEvent<Contract>, Contract extends ReportedContract>(
  abi: Abi,
  input: `0x${string}`,
  reported: ReportedAction<Call, Event, Contract>,
): boolean {
  try {
    const call = decodeFunctionData({ abi, data: input });
    return call.functionName === reported.call && reported.argsMatch(call.args as CallArgs<Contract, Call>);
  } catch {
    // Not a call of the core's ABI at all.
    return false;
  }
}

async function minedReceipt({ chain, timeoutMs, pollMs = 250 }: VerifierOptions, hash: Hash): Promise<TransactionReceipt> {
  try {
    return await chain.client.waitForTransactionReceipt({ hash, timeout: timeoutMs, pollingInterval: pollMs });
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) throw new ApiError(PLATFORM_ERRORS.transactionPending);
    throw error;
  }
}

async function waitForIndex({ chain, db, timeoutMs, pollMs }: VerifierOptions, block: bigint): Promise<void> {
  if (!(await waitForIndexedBlock(db, chain.chainId, block, timeoutMs, pollMs))) throw new ApiError(PLATFORM_ERRORS.notIndexedYet);
}
