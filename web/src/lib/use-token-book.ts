import { useMemo } from "react";
import type { Address } from "viem";
import { NATIVE_TOKEN_ADDRESS } from "@openpawn/shared/constants";
import type { SupportedAsset } from "@openpawn/shared/tokens/schemas";
import { useRuntimeConfig } from "../config/runtime-config-context.tsx";
import type { TokenInfo } from "./lending-core.ts";
import { useSupportedAssets } from "./token-queries.ts";

export interface BookToken extends TokenInfo {
  name: string;
  /** The oracle's USD price now (decimal string), null without a fresh one. */
  usdPrice: string | null;
  collateral: boolean;
  supply: boolean;
  native: boolean;
}

/**
 * The deployment's tokens with what the Hub says of them now (whitelists, oracle price): what a form may
 * offer and how an amount is shown. Tokens the Hub does not list are still known by symbol and decimals.
 */
export function useTokenBook() {
  const { deployment } = useRuntimeConfig();
  const assets = useSupportedAssets();
  return useMemo(() => {
    const listed = new Map<string, SupportedAsset>((assets.data ?? []).map((asset) => [asset.address.toLowerCase(), asset]));
    const tokens: BookToken[] = deployment.tokens.map((token) => {
      const asset = listed.get(token.address.toLowerCase());
      return {
        address: token.address as Address,
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        usdPrice: asset?.usdExchange ?? null,
        collateral: asset?.isWhitelistCollateral ?? false,
        supply: asset?.isWhitelistSupply ?? false,
        native: token.address.toLowerCase() === NATIVE_TOKEN_ADDRESS,
      };
    });
    const byAddress = new Map(tokens.map((token) => [token.address.toLowerCase(), token]));
    return {
      tokens,
      isPending: assets.isPending,
      isError: assets.isError,
      refetch: assets.refetch,
      find: (address: string | null | undefined) => (address ? byAddress.get(address.toLowerCase()) : undefined),
      bySymbol: (symbol: string) => tokens.find((token) => token.symbol === symbol),
    };
  }, [deployment.tokens, assets.data, assets.isPending, assets.isError, assets.refetch]);
}

export type TokenBook = ReturnType<typeof useTokenBook>;
