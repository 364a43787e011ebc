import { AbiEventSignatureNotFoundError, decodeEventLog, type Abi, type Address } from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import type { RawLog } from "./chain-reader.ts";
import type { ChainEvent, LogFilter, ProjectionContext, Projector } from "./projector.ts";

/** A projector bound to the deployed addresses of its contracts, its ABI's types erased behind `decode`. */
export interface AttachedProjector {
  name: string;
  addresses: Address[];
  /**
   * The projection of one log, or null when the log is not one of this projector's contracts or events; a
   * `followed` log (one its `follow` filters found) may come from any address.
   */
  decode(log: RawLog, followed?: boolean): ((context: ProjectionContext) => Promise<void>) | null;
  /** The filters of the logs it follows in a batch whose logs of its contracts are `logs` (none for most). */
  follow(logs: RawLog[], context: Pick<ProjectionContext, "db" | "chainId">): Promise<LogFilter[]>;
  rollback: Projector<Abi>["rollback"];
}

/** The contracts a projector reads that the deployment does not list (e.g. not deployed on this network). */
export function missingContracts(projector: Pick<Projector<Abi>, "contracts">, deployment: Deployment): string[] {
  return projector.contracts.filter((name) => !deployment.contracts[name]);
}

export function attachProjector<const TAbi extends Abi>(
  projector: Projector<TAbi>,
  deployment: Deployment,
): AttachedProjector {
  const missing = missingContracts(projector, deployment);
  if (missing.length > 0) throw new Error(`Projector ${projector.name} reads ${missing.join(", ")}, not in the deployment`);
  const addresses = projector.contracts.flatMap((name) => deployment.contracts[name] ?? []);
  const decodeEvent = (log: RawLog): ChainEvent<TAbi> | null => {
    let decoded;
    try {
      decoded = decodeEventLog({ abi: projector.abi, data: log.data, topics: log.topics, strict: true });
    } catch (error) {
      // Another event of the same contract (e.g. AccessControl's): not this projector's business.
      if (error instanceof AbiEventSignatureNotFoundError) return null;
      throw error;
    }
    const { address, blockNumber, blockHash, transactionHash, logIndex } = log;
    return { ...decoded, address, blockNumber, blockHash, transactionHash, logIndex };
  };
  return {
    name: projector.name,
    addresses,
    decode(log, followed = false) {
      if (!followed && !addresses.includes(log.address)) return null;
      const event = decodeEvent(log);
      return event ? (context) => projector.handle(event, context) : null;
    },
    async follow(logs, context) {
      if (!projector.follow) return [];
      const events = logs.flatMap((log) => (addresses.includes(log.address) ? (decodeEvent(log) ?? []) : []));
      return projector.follow(events, context);
    },
    rollback: (fromBlock, context) => projector.rollback(fromBlock, context),
  };
}
