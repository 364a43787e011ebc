import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { getSupportedAssets } from "../api/nft-api.ts";

export interface PayTokenOption {
  address: Address;
  symbol: string;
  decimals: number;
}

/** The tokens a price may be set in: the deployment's tokens the Hub lists for lending (the market's rule), the native coin among them. */
export function usePayTokens() {
  const { deployment } = useRuntimeConfig();
  const assets = useQuery({ queryKey: ["nft", "pay-tokens"], queryFn: getSupportedAssets, staleTime: 60_000 });
  const tokens = useMemo(() => {
    const listed = new Set((assets.data ?? []).filter((asset) => asset.isWhitelistSupply).map((asset) => asset.address.toLowerCase()));
    return deployment.tokens
      .filter((token) => listed.has(token.address.toLowerCase()))
      .map((token): PayTokenOption => ({ address: token.address as Address, symbol: token.symbol, decimals: token.decimals }));
  }, [assets.data, deployment.tokens]);
  return { tokens, isPending: assets.isPending, find: (address: string) => tokens.find((token) => token.address.toLowerCase() === address.toLowerCase()) };
}
