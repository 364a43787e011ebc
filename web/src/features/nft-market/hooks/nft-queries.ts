import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useLiveQuery } from "../../../lib/live-changes.ts";
import * as nft from "../api/nft-api.ts";

/**
 * The NFT feature's reads. A market item's reads are read again the moment the index changes it (live changes,
 * decision 0054), so bidders see each other's bids as soon as their blocks are indexed.
 */

export const nftKeys = {
  all: ["nft"] as const,
  search: (query: nft.NftSearch) => ["nft", "search", query] as const,
  detail: (id: number) => ["nft", "detail", id] as const,
  owners: (id: number, wallet?: string) => ["nft", "detail", id, "owners", wallet ?? "all"] as const,
  events: (id: number, page: number) => ["nft", "detail", id, "events", page] as const,
  wallet: (query: object) => ["nft", "wallet", query] as const,
  collections: (query: object) => ["nft", "collections", query] as const,
  listing: (id: number) => ["nft", "listing", id] as const,
  auction: (id: number) => ["nft", "auction", id] as const,
  auctions: (query: object) => ["nft", "auctions", query] as const,
  bids: (id: number, page: number) => ["nft", "auction", id, "bids", page] as const,
  myBids: (page: number) => ["nft", "my-bids", page] as const,
  myCredits: ["nft", "my-credits"] as const,
  comments: (id: number, page: number) => ["nft", "detail", id, "comments", page] as const,
};

export const useNftSearch = (query: nft.NftSearch) =>
  useQuery({ queryKey: nftKeys.search(query), queryFn: () => nft.searchNfts(query), placeholderData: keepPreviousData });
export const useNft = (id: number) => useLiveQuery({ queryKey: nftKeys.detail(id), queryFn: () => nft.getNft(id) }, [{ kind: "nft", id }]);
export const useNftOwners = (id: number) => useQuery({ queryKey: nftKeys.owners(id), queryFn: () => nft.getNftOwners(id) });

/** What `wallet` holds of the NFT and how much of it is in no sale, auction or pawn; null until known or without a wallet. */
export function useHolding(id: number, wallet: string | undefined): { amount: bigint; available: bigint } | null {
  const holding = useQuery({ queryKey: nftKeys.owners(id, wallet), queryFn: () => nft.getNftOwners(id, 0, wallet), enabled: Boolean(wallet) });
  if (!wallet || !holding.data) return null;
  const mine = holding.data.content[0];
  return mine ? { amount: BigInt(mine.amount), available: BigInt(mine.available) } : { amount: 0n, available: 0n };
}
export const useNftEvents = (id: number, page: number) =>
  useLiveQuery({ queryKey: nftKeys.events(id, page), queryFn: () => nft.getNftEvents(id, page), placeholderData: keepPreviousData }, [{ kind: "nft", id }]);
export const useCollections = (query: Parameters<typeof nft.getCollections>[0], enabled = true) =>
  useQuery({ queryKey: nftKeys.collections(query), queryFn: () => nft.getCollections(query), enabled, placeholderData: keepPreviousData });
export const useListing = (id: number) => useLiveQuery({ queryKey: nftKeys.listing(id), queryFn: () => nft.getListing(id) }, [{ kind: "listing", id }]);
export const useAuction = (id: number) => useLiveQuery({ queryKey: nftKeys.auction(id), queryFn: () => nft.getAuction(id) }, [{ kind: "auction", id }]);
/** A list of auctions hears of the auctions it shows. */
export const useAuctions = (query: Parameters<typeof nft.getAuctions>[0]) =>
  useLiveQuery({ queryKey: nftKeys.auctions(query), queryFn: () => nft.getAuctions(query), placeholderData: keepPreviousData }, (page) =>
    page.content.map((auction) => ({ kind: "auction" as const, id: auction.id })),
  );
export const useAuctionBids = (id: number, page: number) =>
  useLiveQuery({ queryKey: nftKeys.bids(id, page), queryFn: () => nft.getAuctionBids(id, page), placeholderData: keepPreviousData }, [{ kind: "auction", id }]);
export const useComments = (id: number, page: number) =>
  useQuery({ queryKey: nftKeys.comments(id, page), queryFn: () => nft.getComments(id, page), placeholderData: keepPreviousData });

/** A wallet's NFTs; without a wallet address, the signed-in caller's (only asked for while signed in). */
export function useWalletNfts(query: Parameters<typeof nft.getWalletNfts>[0]) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: nftKeys.wallet(query),
    queryFn: () => nft.getWalletNfts(query),
    enabled: Boolean(query.walletAddress) || loggedIn,
    placeholderData: keepPreviousData,
  });
}

/** The caller's bids, read again when one of their auctions changes (a bid over theirs, the end). */
export function useMyBids(page: number) {
  const loggedIn = useIsLoggedIn();
  return useLiveQuery({ queryKey: nftKeys.myBids(page), queryFn: () => nft.getMyBids(page), enabled: loggedIn, placeholderData: keepPreviousData }, (bids) =>
    bids.content.map(({ auction }) => ({ kind: "auction" as const, id: auction.id })),
  );
}

/** Read again when one of `auctions` changes: being outbid is what credits a refund the wallet refused. */
export function useMyCredits(auctions: readonly number[]) {
  const loggedIn = useIsLoggedIn();
  return useLiveQuery(
    { queryKey: nftKeys.myCredits, queryFn: nft.getMyCredits, enabled: loggedIn },
    auctions.map((id) => ({ kind: "auction" as const, id })),
  );
}

export const useCollateralOffers = (collateralId: number | null) =>
  useLiveQuery(
    { queryKey: ["nft", "collateral-offers", collateralId], queryFn: () => nft.getCollateralOffers(collateralId ?? 0), enabled: collateralId !== null },
    collateralId === null ? [] : [{ kind: "collateral", id: collateralId }],
  );

export function useIsNftOperator(): boolean {
  const loggedIn = useIsLoggedIn();
  const roles = useQuery({ queryKey: ["nft", "my-roles"], queryFn: nft.getMyRoles, enabled: loggedIn, staleTime: 60_000 });
  return roles.data?.operator ?? false;
}
