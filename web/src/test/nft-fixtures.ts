/** NFT answers as the API gives them, for the web tests: a soft ERC-721 on sale, its sale and an auction. */
import { pageOf } from "./paged-reply.ts";
import { e18, USDT } from "./pawn-fixtures.ts";

export const ARTIST = "0x3333333333333333333333333333333333333333";
export const COLLECTOR = "0x4444444444444444444444444444444444444444";
export const COLLECTION = { address: "0x00000000000000000000000000000000000000c7", kind: "ERC721" as const, soft: true, name: "Lotus Lanterns", symbol: "LOTUS" };

/** NFT 5: "Lantern at dusk", minted by the artist with a 5% royalty, on sale for 12 USDT. */
export const nftItem = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  collection: COLLECTION,
  tokenId: "3",
  creator: ARTIST,
  tokenUri: "ipfs://bafkreimeta",
  royaltyBps: 500,
  supply: "1",
  name: "Lantern at dusk",
  description: "A paper lantern over the river.",
  image: "ipfs://bafkreiimage",
  animationUrl: null,
  status: "SALE",
  payToken: USDT,
  price: e18(12),
  openSales: 1,
  listingId: 8,
  auctionId: null,
  collateralId: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  txnHash: `0x${"ab".repeat(32)}`,
  ...overrides,
});

export const nftDetail = (overrides: Record<string, unknown> = {}) => ({ ...nftItem(), owners: 1, listing: null, auction: null, pawn: null, ...overrides });

/** Sale 8 of NFT 5: the artist's one copy for 12 USDT, open. */
export const listingItem = (overrides: Record<string, unknown> = {}) => ({
  id: 8,
  nftId: 5,
  seller: ARTIST,
  collection: COLLECTION.address,
  tokenId: "3",
  quantity: "1",
  remaining: "1",
  payToken: USDT,
  unitPrice: e18(12),
  status: "OPEN",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  txnHash: `0x${"cd".repeat(32)}`,
  ...overrides,
});

/** Auction 2 of NFT 5: 10 USDT to start, steps of 1, running for a day from an hour ago, one bid of 11. */
export const auctionItem = (overrides: Record<string, unknown> = {}) => ({
  id: 2,
  nftId: 5,
  seller: ARTIST,
  collection: COLLECTION.address,
  tokenId: "3",
  quantity: "1",
  payToken: USDT,
  startPrice: e18(10),
  buyOutPrice: e18(50),
  priceStep: e18(1),
  startAt: new Date(Date.now() - 3_600_000).toISOString(),
  endAt: new Date(Date.now() + 23 * 3_600_000).toISOString(),
  status: "APPROVED",
  operator: COLLECTOR,
  highestBidder: COLLECTOR,
  highestBid: e18(11),
  minNextBid: e18(12),
  bids: 1,
  winner: null,
  finalPrice: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  txnHash: `0x${"ef".repeat(32)}`,
  ...overrides,
});

/**
 * GET /nft/{id}/customer as the API answers it: the owners, or with `walletAddress` that wallet's holding only. An
 * owner's copies are all off the market unless `available` says otherwise.
 */
export const ownersReply = (owners: { walletAddress: string; amount: string; available?: string }[]) => (call: { query: URLSearchParams }) => {
  const wallet = call.query.get("walletAddress")?.toLowerCase();
  const answered = owners.map((owner) => ({ available: owner.amount, ...owner }));
  return { status: 200, body: { code: 200, data: pageOf(wallet ? answered.filter((owner) => owner.walletAddress.toLowerCase() === wallet) : answered) } };
};
