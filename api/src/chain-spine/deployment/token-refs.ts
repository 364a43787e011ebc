import type { Deployment } from "@openpawn/chain/deployment";
import { getAddress } from "viem";

/** A token as the pawn lists show it: its address and the symbol the deployment lists it under (null: unknown). */
export function tokenRefs(deployment: Deployment) {
  const symbols = new Map(deployment.tokens.map((token) => [token.address.toLowerCase(), token.symbol]));
  return {
    ref: (address: string) => ({ address, symbol: symbols.get(address.toLowerCase()) ?? null }),
    /** Addresses of a symbol (case-insensitive), for filters: none when the symbol is not listed. */
    addressesOf: (symbol: string) =>
      deployment.tokens.filter((token) => token.symbol.toLowerCase() === symbol.toLowerCase()).map((token) => getAddress(token.address)),
  };
}
export type TokenRefs = ReturnType<typeof tokenRefs>;
