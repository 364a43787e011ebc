import { defineErrors } from "../errors.ts";
import { NFT_MARKET_MESSAGES } from "./messages.ts";

const M = NFT_MARKET_MESSAGES;

/** The refusals of the NFT market: collections, NFTs, sales, auctions, comments. */
export const NFT_MARKET_ERRORS = defineErrors({
  notDeployed: { status: 503, code: "nft.chain.not-deployed", message: M.notDeployed },
  nftNotFound: { status: 404, code: "nft.not-found", message: M.notFound },
  collectionNotFound: { status: 404, code: "nft.collection.not-found", message: M.collectionNotFound },
  listingNotFound: { status: 404, code: "nft.listing.not-found", message: M.listingNotFound },
  auctionNotFound: { status: 404, code: "nft.auction.not-found", message: M.auctionNotFound },
  commentNotFound: { status: 404, code: "nft.comment.not-found", message: M.commentNotFound },
  commentNotOwned: { status: 403, code: "nft.comment.not-owned", message: M.commentNotOwned },
  notModerator: { status: 403, code: "nft.comment.not-moderator", message: M.notModerator },
  walletNeeded: { status: 401, code: "nft.wallet.needed", message: M.walletNeeded },
});
