import { MESSAGES } from "@openpawn/shared/messages";
import type { Address } from "viem";
import type { ChainAccess } from "../../plugins/chain.ts";
import { ApiError } from "../../lib/response.ts";

/** The addresses the pawn API talks to. */
export interface LendingAddresses {
  core: Address;
  lens: Address;
  hub: Address;
}

/** The deployed lending contracts, or 503: without them no pawn call can be answered. */
export async function lendingAddresses(chain: ChainAccess): Promise<LendingAddresses> {
  const contracts = (await chain.deployment())?.contracts;
  const [core, lens, hub] = [contracts?.PawnLending, contracts?.LendingLens, contracts?.Hub];
  if (!core || !lens || !hub) throw new ApiError(503, "pawn.chain.not-deployed", MESSAGES.pawn.notDeployed);
  return { core, lens, hub };
}
