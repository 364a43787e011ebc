import { type Abi, type Address, type ContractFunctionName, isAddressEqual } from "viem";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import type { Database } from "../../db/client.ts";
import type { ChainAccess } from "../../plugins/chain.ts";
import { ApiError } from "../../lib/response.ts";

/**
 * The contracts whose transactions clients report, by name, with their ABIs. The feature that owns a contract adds
 * it by augmenting this interface beside its definition (`declare module`), so that every route's call, arguments
 * and event are typed from the ABI that feature registered; the spine names none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface ReportedContractAbis {}

export type ReportedContract = keyof ReportedContractAbis & string;
export type AbiOf<Name extends ReportedContract> = ReportedContractAbis[Name] extends infer A extends Abi ? A : never;
export type ReportedCall<Name extends ReportedContract> = ContractFunctionName<AbiOf<Name>, "nonpayable" | "payable">;

/** What the spine reads to decide where a transaction went. */
export interface ChainContext {
  chain: ChainAccess;
  db: Database;
}

/** A contract clients report transactions to, as the feature that owns it defines it. */
export interface ReportedContractDefinition<Name extends ReportedContract = ReportedContract> {
  name: Name;
  abi: ReportedContractAbis[Name];
  /** Whether a transaction sent to `address` went to this contract: its deployment, or one of those a factory made. */
  isAt: (context: ChainContext, address: Address) => Promise<boolean>;
}

/** The functions of a registered contract that one feature's routes verify (any feature may add to any contract). */
export interface ReportedCalls<Name extends ReportedContract = ReportedContract> {
  contract: Name;
  calls: readonly ReportedCall<Name>[];
}

/** Typed at the contract's name, stored among the others. */
export const reportedContract = <Name extends ReportedContract>(definition: ReportedContractDefinition<Name>) =>
  definition as unknown as ReportedContractDefinition;
export const reportedCalls = <Name extends ReportedContract>(contract: Name, calls: readonly ReportedCall<Name>[]): ReportedCalls =>
  ({ contract, calls }) as unknown as ReportedCalls;

/** `isAt` of a contract the deployment names; 503 while the contracts are not deployed. */
export function deployedAs(name: string): ReportedContractDefinition["isAt"] {
  return async ({ chain }, address) => {
    const deployed = (await chain.deployment())?.contracts[name];
    if (!deployed) throw new ApiError(PLATFORM_ERRORS.lendingNotDeployed);
    return isAddressEqual(deployed, address);
  };
}

interface Registered {
  definition: ReportedContractDefinition;
  calls: Set<string>;
}

declare module "fastify" {
  interface FastifyInstance {
    reportedTransactions: ReportedTransactionRegistry;
  }
}

/**
 * Every contract and function clients may report, from the features' manifests. A contract is defined once, by the
 * feature that owns it; a call list that names an unknown contract or a function its ABI lacks refuses to start.
 */
export class ReportedTransactionRegistry {
  private readonly contracts = new Map<string, Registered>();

  constructor(definitions: readonly ReportedContractDefinition[], callLists: readonly ReportedCalls[]) {
    for (const definition of definitions) {
      if (this.contracts.has(definition.name)) throw new Error(`Reported contract ${definition.name} is defined twice`);
      this.contracts.set(definition.name, { definition, calls: new Set() });
    }
    for (const { contract, calls } of callLists) {
      const registered = this.contracts.get(contract);
      if (!registered) throw new Error(`Reported calls name ${contract}, which no feature defines`);
      const functions = new Set((registered.definition.abi as Abi).flatMap((item) => (item.type === "function" ? [item.name] : [])));
      for (const call of calls) {
        if (!functions.has(call)) throw new Error(`Reported call ${contract}.${call} is not in its ABI`);
        registered.calls.add(call);
      }
    }
  }

  /** The contract's definition and registered calls; a route naming an unregistered one is a programming error. */
  contract(name: string): Registered {
    const registered = this.contracts.get(name);
    if (!registered) throw new Error(`Reported contract ${name} is not registered`);
    return registered;
  }

  /** The names of every registered contract, in registration order. */
  names(): string[] {
    return [...this.contracts.keys()];
  }
}
