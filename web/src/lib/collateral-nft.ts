import { useQuery } from "@tanstack/react-query";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { NFT_MARKET_ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";
import { callEndpoint } from "./endpoint-call.ts";
import { LENDING_QUERY_ROOT } from "./lending-reads.ts";
import { isNftKind } from "./nft-collateral.ts";

/** An NFT by its collection and token id (a collateral's), as the NFT index knows it. */
export const findNftDetail = (collection: string, tokenId: string) =>
  callEndpoint(NFT_MARKET_ENDPOINTS.detail, { auth: false, query: { collection, tokenId } });

/** The NFT a collateral holds, as the NFT index knows it; idle for coin and token collateral. */
export function useCollateralNft(collateral: Pick<CollateralItem, "kind" | "collateral" | "tokenId">) {
  const nft = isNftKind(collateral.kind);
  return useQuery({
    queryKey: [...LENDING_QUERY_ROOT, "nft", collateral.collateral.address.toLowerCase(), collateral.tokenId],
    queryFn: () => findNftDetail(collateral.collateral.address, collateral.tokenId),
    enabled: nft,
    retry: false,
    staleTime: 15_000,
  });
}
