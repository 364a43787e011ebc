import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import * as nfts from "../api/nft-collateral-api.ts";
import { isNftKind } from "../../../lib/nft-collateral.ts";
import { lendingKeys } from "../../lending/hooks/lending-queries.ts";

/** The NFT collateral reads, under the lending keys: an action's refresh (useRefreshLending) reads them again too. */
const keys = {
  market: (query: nfts.NftCollateralQuery) => [...lendingKeys.all, "nft-collaterals", query] as const,
  assetTypes: () => [...lendingKeys.all, "nft-asset-types"] as const,
  collections: () => [...lendingKeys.all, "nft-collections"] as const,
  nft: (id: number) => [...lendingKeys.all, "nft", id] as const,
  nftOf: (collection: string, tokenId: string) => [...lendingKeys.all, "nft", collection.toLowerCase(), tokenId] as const,
  holding: (id: number, wallet: string) => [...lendingKeys.all, "nft", id, "holding", wallet] as const,
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

/** The NFT a collateral holds, as the NFT index knows it; idle for coin and token collateral. */
export function useCollateralNft(collateral: Pick<CollateralItem, "kind" | "collateral" | "tokenId">) {
  const nft = isNftKind(collateral.kind);
  return useQuery({
    queryKey: keys.nftOf(collateral.collateral.address, collateral.tokenId),
    queryFn: () => nfts.findNftDetail(collateral.collateral.address, collateral.tokenId),
    enabled: nft,
    retry: false,
    staleTime: 15_000,
  });
}
