import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as nfts from "../api/nft-collateral-api.ts";
import { LENDING_QUERY_ROOT } from "../../../lib/lending-reads.ts";

/**
 * The NFT collateral reads, under the lending keys: an action's refresh (useRefreshLending) reads them again too.
 * The NFT a collateral holds is read by lib/collateral-nft.ts (collateral summaries show it).
 */
const keys = {
  market: (query: nfts.NftCollateralQuery) => [...LENDING_QUERY_ROOT, "nft-collaterals", query] as const,
  assetTypes: () => [...LENDING_QUERY_ROOT, "nft-asset-types"] as const,
  collections: () => [...LENDING_QUERY_ROOT, "nft-collections"] as const,
  nft: (id: number) => [...LENDING_QUERY_ROOT, "nft", id] as const,
  holding: (id: number, wallet: string) => [...LENDING_QUERY_ROOT, "nft", id, "holding", wallet] as const,
};

/** The collections a filter offers: the first hundred (the factory's and the whitelisted ones). */
const COLLECTION_CHOICES = 100;

export const useNftCollaterals = (query: nfts.NftCollateralQuery) =>
  useQuery({ queryKey: keys.market(query), queryFn: () => nfts.getNftCollaterals(query), placeholderData: keepPreviousData });
export const useNftAssetTypes = () => useQuery({ queryKey: keys.assetTypes(), queryFn: nfts.getNftAssetTypes, staleTime: Infinity });
export const useCollateralCollections = () =>
  useQuery({ queryKey: keys.collections(), queryFn: () => nfts.getCollateralCollections({ size: COLLECTION_CHOICES }), staleTime: 60_000 });
export const useNftDetail = (id: number) => useQuery({ queryKey: keys.nft(id), queryFn: () => nfts.getNftDetail(id), enabled: id > 0 });
export const useNftHolding = (id: number, wallet: string | undefined) =>
  useQuery({ queryKey: keys.holding(id, wallet ?? ""), queryFn: () => nfts.getNftHolding(id, wallet ?? ""), enabled: id > 0 && Boolean(wallet) });

/** Whether the pawn service takes NFTs of `collection` as collateral (a factory-made or whitelisted collection). */
export function useCollectionAccepted(collection: string, enabled: boolean) {
  const found = useQuery({
    queryKey: [...keys.collections(), collection.toLowerCase()],
    queryFn: () => nfts.getCollateralCollections({ search: collection, size: 1 }),
    enabled,
    staleTime: 60_000,
  });
  return found.data ? found.data.total_elements > 0 : undefined;
}
