import type { Address } from "viem";
import type { Deployment } from "@openpawn/chain/deployment";

/** A token as a lending call needs it: where it is, what it is called, how its amounts are written. */
export interface TokenInfo {
  address: Address;
  symbol: string;
  decimals: number;
}

/** The lending core (PawnLending) every pawn feature sends to or approves for. */
export function lendingCore(deployment: Deployment): Address {
  const core = deployment.contracts.PawnLending;
  if (!core) throw new Error("The lending core is not deployed on this network");
  return core;
}
