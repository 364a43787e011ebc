import type { FastifyInstance } from "fastify";
import type { Address } from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import type { Database } from "../../db/client.ts";
import { lendingAddresses } from "./lending-deployment.ts";
import { tokenRefs, type TokenRefs } from "./token-refs.ts";

/** What every pawn query needs: the index rows of this chain's core, and the deployment's token symbols. */
export interface LendingScope {
  db: Database;
  chainId: number;
  core: Address;
  /** The core's read-only lens. */
  lens: Address;
  deployment: Deployment;
  tokens: TokenRefs;
  /** After an off-chain write beside the index: cached public reads start over on every instance. */
  changed(): Promise<void>;
}

export async function lendingScope(app: FastifyInstance): Promise<LendingScope> {
  const { core, lens } = await lendingAddresses(app.chain);
  // lendingAddresses refused already when there is no deployment.
  const deployment = (await app.chain.deployment()) as Deployment;
  return {
    db: app.database.db,
    chainId: app.chain.chainId,
    core,
    lens,
    deployment,
    tokens: tokenRefs(deployment),
    changed: () => app.indexReads.changed(),
  };
}
