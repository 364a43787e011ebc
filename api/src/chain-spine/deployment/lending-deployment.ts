import type { Address } from "viem";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
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
  if (!core || !lens || !hub) throw new ApiError(PLATFORM_ERRORS.lendingNotDeployed);
  return { core, lens, hub };
}
