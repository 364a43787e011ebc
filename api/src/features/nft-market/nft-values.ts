import { CollectionKind, NftMarketAuctionStatus, NftMarketListingStatus } from "@openpawn/chain/generated/enums";
import {
  NFT_AUCTION_STATUSES,
  NFT_EVENT_TYPES,
  NFT_LIST_STATUSES,
  NFT_SALE_STATUSES,
  type NftEventTypeName,
  type NftKindName,
  type NftListStatusName,
} from "@openpawn/shared/nft-market/schemas";

/**
 * The numbers the NFT tables hold for the names of the API (packages/shared/src/nft-market/schemas.ts). The index's own
 * lists (list status, history type) store a name's position in the shared list, so adding a name at the end never
 * renumbers stored rows; sales and auctions store the market's enums (@openpawn/chain/generated/enums).
 */
/** The first name: what an unknown stored number reads as (never written by the index). */
function first<const Names extends readonly [string, ...string[]]>(names: Names): Names[number] {
  return names[0];
}

function positions<const Names extends readonly [string, ...string[]]>(names: Names) {
  const value = Object.fromEntries(names.map((name, index) => [name, index])) as { [Name in Names[number]]: number };
  return { value, name: (stored: number): Names[number] => names[stored] ?? first(names) };
}

function named<const Names extends readonly [string, ...string[]]>(names: Names, values: { [Name in Names[number]]: number }) {
  const byValue = new Map(Object.entries(values).map(([name, value]) => [value, name as Names[number]]));
  return { value: values, name: (stored: number): Names[number] => byValue.get(stored) ?? first(names) };
}

/** Spec §3 NFT list statuses: NOT_ON_MARKET 0, ON_AUCTION 1, ON_PAWN 2, SALE 3 (the hard-NFT ones after). */
export const NftListStatus = positions(NFT_LIST_STATUSES);
/** Spec §3 NFT history entry types, CREATE 0 … END_CONTRACT 12. */
export const NftEventType = positions(NFT_EVENT_TYPES);
/** A sale, as the market's ListingStatus. */
export const NftSaleStatus = named(NFT_SALE_STATUSES, {
  OPEN: NftMarketListingStatus.Open,
  SOLD: NftMarketListingStatus.Sold,
  CANCELLED: NftMarketListingStatus.Cancelled,
});
/** An auction, as the market's AuctionStatus. */
export const NftAuctionStatus = named(NFT_AUCTION_STATUSES, {
  PENDING_APPROVAL: NftMarketAuctionStatus.PendingApproval,
  APPROVED: NftMarketAuctionStatus.Approved,
  REJECTED: NftMarketAuctionStatus.Rejected,
  CANCELLED: NftMarketAuctionStatus.Cancelled,
  FINISHED: NftMarketAuctionStatus.Finished,
});

/** CollectionKind (1 ERC-721, 2 ERC-1155) as the API names it. */
export const NftKind = named(["ERC721", "ERC1155"] as const, { ERC721: CollectionKind.ERC721, ERC1155: CollectionKind.ERC1155 });
export const kindName = (kind: number): NftKindName => NftKind.name(kind);

export type { NftEventTypeName, NftListStatusName };
