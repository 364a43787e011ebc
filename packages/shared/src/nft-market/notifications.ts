import { NOTIFICATION_TYPES } from "../constants.ts";
import { NFT, NFT_AUCTION, NFT_PRICED, NOTIFICATION_USER_TYPES, define, field, type NotificationDefinition } from "../notifications/definition.ts";
import { NOTIFICATION_LINKS } from "../notifications/links.ts";
import { nftPrice } from "../notifications/titles.ts";

const { ACTIVITIES, WARNING } = NOTIFICATION_TYPES;
const B = NOTIFICATION_USER_TYPES.BORROWER;
const L_ = NOTIFICATION_LINKS;

/**
 * The NFT market's notifications (decision 0030, api/src/features/nft-market/notifications/nft-notifications.ts).
 */
export const NFT_MARKET_NOTIFICATIONS: readonly NotificationDefinition[] = [
  // The NFT market (decision 0030): the spec has no NFT user type; a seller's and a bidder's news are the account's own (1).
  define(B, 50, "nft-bid-received", ACTIVITIES, [...NFT_PRICED, "nft.idAuction"],
    (m) => `New bid of ${nftPrice(m)} on your NFT ${field(m, "nft.nameNft")}`, L_.nftAuction),
  define(B, 51, "nft-outbid", WARNING, [...NFT_PRICED, "nft.idAuction"],
    (m) => `You were outbid on ${field(m, "nft.nameNft")}: the highest bid is now ${nftPrice(m)}`, L_.nftAuction),
  define(B, 52, "nft-auction-won", ACTIVITIES, NFT_PRICED,
    (m) => `You won the auction of ${field(m, "nft.nameNft")} for ${nftPrice(m)}`, L_.nftDetail),
  define(B, 53, "nft-auction-ended", ACTIVITIES, NFT,
    (m) =>
      m.nft?.amount === undefined
        ? `The auction of your NFT ${field(m, "nft.nameNft")} ended without bids: the NFT is back in your wallet`
        : `The auction of your NFT ${field(m, "nft.nameNft")} ended: sold for ${nftPrice(m)}`,
    L_.nftDetail),
  define(B, 54, "nft-sold", ACTIVITIES, NFT_PRICED, (m) => `Your NFT ${field(m, "nft.nameNft")} was sold for ${nftPrice(m)}`, L_.nftDetail),
  define(B, 55, "nft-auction-approved", ACTIVITIES, NFT_AUCTION,
    (m) => `Your auction of ${field(m, "nft.nameNft")} was approved: it takes bids from its start time`, L_.nftAuction),
  define(B, 56, "nft-auction-rejected", WARNING, NFT,
    (m) => `Your auction of ${field(m, "nft.nameNft")} was rejected: the NFT is back in your wallet`, L_.nftDetail),
];
