import type { FastifyInstance } from "fastify";
import { getAddress } from "viem";
import { iHubAbi } from "@openpawn/chain/generated/abis";
import { HUB_ROLES, type HubRole } from "@openpawn/chain/hub-roles";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { ApiError } from "../../lib/response.ts";
import { walletsOfUser } from "./user-wallets.ts";

/**
 * Whether one of the user's wallets holds `role` in the Hub now: read from the chain, so that a role granted or
 * revoked counts at once, never kept in the database. 503 when the chain cannot be read.
 */
export async function holdsHubRole(app: FastifyInstance, userId: number, role: HubRole): Promise<boolean> {
  const hub = (await app.chain.deployment())?.contracts.Hub;
  if (!hub) throw new ApiError(PLATFORM_ERRORS.deploymentMissing);
  const wallets = await walletsOfUser(app.database.db, userId);
  try {
    for (const wallet of wallets) {
      if (await app.chain.client.readContract({ address: hub, abi: iHubAbi, functionName: "hasRole", args: [HUB_ROLES[role], getAddress(wallet)] })) return true;
    }
  } catch {
    throw new ApiError(PLATFORM_ERRORS.chainUnavailable);
  }
  return false;
}

/** A route's role guard: `refusal` (the feature's own 403) unless the caller holds `role`. */
export async function requireHubRole(app: FastifyInstance, userId: number, role: HubRole, refusal: () => ApiError): Promise<void> {
  if (!(await holdsHubRole(app, userId, role))) throw refusal();
}
