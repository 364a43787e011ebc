import type {
  AccountCreditItem,
  AuctionItem,
  BidItem,
  CollectionItem,
  ListingItem,
  NftEventItem,
  NftItem,
} from "@openpawn/shared/nft-market/schemas";
import type { nftAuctions, nftBids, nftCollections, nftCredits, nftEvents, nftListings, nftTokens } from "../../db/schema.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";
import { NftAuctionStatus, NftEventType, NftListStatus, NftSaleStatus, kindName } from "./nft-values.ts";

export type CollectionRow = typeof nftCollections.$inferSelect;
export type NftRow = typeof nftTokens.$inferSelect;
/** An NFT with its collection's row (null only if the index lost it, which it does not). */
export type NftWithCollection = { nft: NftRow; collection: CollectionRow | null };

const text = (value: bigint | null) => (value === null ? null : value.toString());
const id = (value: bigint | null) => (value === null ? null : Number(value));

export function collectionRef(address: string, row: CollectionRow | null, fallbackKind: number) {
  return {
    address,
    kind: kindName(row?.kind ?? fallbackKind),
    soft: row?.soft ?? false,
    name: row?.name ?? null,
    symbol: row?.symbol ?? null,
  };
}

export function collectionItem(row: CollectionRow, nfts: number): CollectionItem {
  return {
    ...collectionRef(row.address, row, row.kind),
    source: row.source,
    creator: row.creator,
    contractUri: row.contractUri,
    nfts,
    createdAt: row.createdAt.toISOString(),
    txnHash: row.txHash,
  };
}

export function nftItem({ nft, collection }: NftWithCollection, tokens: TokenRefs): NftItem {
  const status = NftListStatus.name(nft.status);
  const marketId = id(nft.marketId);
  return {
    id: nft.id,
    collection: collectionRef(nft.collection, collection, nft.kind),
    tokenId: nft.tokenId.toString(),
    creator: nft.creator,
    tokenUri: nft.tokenUri,
    royaltyBps: nft.royaltyBps,
    supply: text(nft.supply),
    name: nft.name,
    description: nft.description,
    image: nft.image,
    animationUrl: nft.animationUrl,
    status,
    payToken: nft.payToken === null ? null : tokens.ref(nft.payToken),
    price: text(nft.price),
    openSales: nft.openSales,
    listingId: status === "SALE" ? marketId : null,
    auctionId: status === "ON_AUCTION" || status === "VERIFYING_AUCTION" ? marketId : null,
    collateralId: status === "ON_PAWN" ? marketId : null,
    createdAt: nft.createdAt.toISOString(),
    txnHash: nft.txHash,
  };
}

export function listingItem(row: typeof nftListings.$inferSelect, tokens: TokenRefs): ListingItem {
  return {
    id: Number(row.id),
    nftId: row.nftId,
    seller: row.seller,
    collection: row.collection,
    tokenId: row.tokenId.toString(),
    quantity: row.quantity.toString(),
    remaining: row.remaining.toString(),
    payToken: tokens.ref(row.payToken),
    unitPrice: row.unitPrice.toString(),
    status: NftSaleStatus.name(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    txnHash: row.txHash,
  };
}

export function auctionItem(row: typeof nftAuctions.$inferSelect, tokens: TokenRefs): AuctionItem {
  return {
    id: Number(row.id),
    nftId: row.nftId,
    seller: row.seller,
    collection: row.collection,
    tokenId: row.tokenId.toString(),
    quantity: row.quantity.toString(),
    payToken: tokens.ref(row.payToken),
    startPrice: row.startPrice.toString(),
    buyOutPrice: row.buyOutPrice === 0n ? null : row.buyOutPrice.toString(),
    priceStep: row.priceStep.toString(),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: NftAuctionStatus.name(row.status),
    operator: row.operator,
    highestBidder: row.highestBidder,
    highestBid: text(row.highestBid),
    minNextBid: (row.highestBid === null ? row.startPrice : row.highestBid + row.priceStep).toString(),
    bids: row.bids,
    winner: row.winner,
    finalPrice: text(row.finalPrice),
    createdAt: row.createdAt.toISOString(),
    txnHash: row.txHash,
  };
}

export function bidItem(row: typeof nftBids.$inferSelect): BidItem {
  return {
    auctionId: Number(row.auctionId),
    nftId: row.nftId,
    bidder: row.bidder,
    amount: row.amount.toString(),
    previousBidder: row.previousBidder,
    previousAmount: row.previousAmount.toString(),
    endAt: row.endAt.toISOString(),
    at: row.at.toISOString(),
    txnHash: row.txHash,
  };
}

export function nftEventItem(row: typeof nftEvents.$inferSelect, tokens: TokenRefs): NftEventItem {
  return {
    type: NftEventType.name(row.type),
    fromWallet: row.fromWallet,
    toWallet: row.toWallet,
    quantity: row.quantity.toString(),
    payToken: row.payToken === null ? null : tokens.ref(row.payToken),
    price: text(row.price),
    listingId: id(row.listingId),
    auctionId: id(row.auctionId),
    collateralId: id(row.collateralId),
    contractId: id(row.contractId),
    at: row.at.toISOString(),
    txnHash: row.txHash,
  };
}

export function creditItem(row: typeof nftCredits.$inferSelect, tokens: TokenRefs): AccountCreditItem {
  return { walletAddress: row.account, token: tokens.ref(row.token), amount: row.amount.toString() };
}
