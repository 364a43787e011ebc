/** Small helpers for sending the deployment's transactions: bytecode from forge's artifacts, receipts. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type Abi,
  type Address,
  type ContractEventName,
  type Hash,
  type Hex,
  type ParseEventLogsReturnType,
  type PublicClient,
  type TransactionReceipt,
  getAddress,
  parseEventLogs,
} from "viem";

/** forge's output folder, contracts/out. */
export const DEFAULT_ARTIFACTS_DIR = fileURLToPath(new URL("../out", import.meta.url));

/** The creation bytecode of a contract compiled from a source file of the same name. */
export function readBytecode(artifactsDir: string, contract: string): Hex {
  const path = join(artifactsDir, `${contract}.sol`, `${contract}.json`);
  const artifact = JSON.parse(readFileSync(path, "utf8")) as { bytecode: { object: Hex } };
  return artifact.bytecode.object;
}

/** The receipt of a mined transaction; throws when it reverted. */
export async function waitForSuccess(publicClient: PublicClient, hash: Hash): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`Transaction ${hash} reverted`);
  return receipt;
}

/** The checksummed address of the contract a receipt's transaction created. */
export function deployedAddress(receipt: { contractAddress?: Address | null }): Address {
  if (!receipt.contractAddress) throw new Error("The transaction created no contract");
  return getAddress(receipt.contractAddress);
}

/** The arguments of the first `eventName` event a transaction emitted, e.g. the id of what it created. */
export function emittedArgs<const abi extends Abi, eventName extends ContractEventName<abi>>(
  receipt: TransactionReceipt,
  abi: abi,
  eventName: eventName,
): ParseEventLogsReturnType<abi, eventName, true>[number]["args"] {
  const [log] = parseEventLogs<abi, true, eventName>({ abi, eventName, logs: receipt.logs });
  if (!log) throw new Error(`Transaction ${receipt.transactionHash} emitted no ${eventName}`);
  return log.args;
}
