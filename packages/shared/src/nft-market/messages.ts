/**
 * The words of `nft-market` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

/** The NFT service and the NFT calls of the pawn service (docs/decisions/0030-nft-index-and-api.md). */
export const NFT_MARKET_MESSAGES = {
  invalidId: "id must be a positive whole number",
  notFound: "NFT not found",
  detailNeedsId: "Give the NFT's id, or its collection and tokenId",
  collectionNotFound: "Collection not found",
  invalidAddress: "Not a valid address (0x and 40 hexadecimal digits)",
  invalidTokenId: "tokenId must be a whole number",
  invalidKind: "kind must be ERC721 or ERC1155",
  invalidStatus: (statuses: readonly string[]) => `status must be one of ${statuses.join(", ")}`,
  invalidEventType: (types: readonly string[]) => `type must be one of ${types.join(", ")}`,
  invalidPayToken: "payToken must be a listed token's symbol or address",
  invalidPrice: "price must be a whole number of base units",
  priceRange: "priceMin must not exceed priceMax",
  invalidSoft: "soft must be true or false",
  invalidAvailable: "available must be true or false",
  invalidSearch: "Search text must be at most 100 characters",
  walletNeeded: "Give a walletAddress, or log in to read your own NFTs",
  listingNotFound: "Sale not found",
  auctionNotFound: "Auction not found",
  invalidComment: "A comment must be 1 to 1000 characters",
  commentNotFound: "Comment not found",
  commentNotOwned: "Only its author can change this comment",
  notModerator: "Only an operator can hide comments",
  invalidHidden: "hidden must be true or false",
  notDeployed: "The NFT contracts are not deployed on this network",
  notNftCollateral: "This collateral is not an NFT",
  invalidAssetType: "assetTypeId must be 1 (ERC-721) or 2 (ERC-1155)",
} as const;
