import { getAbiItem, parseAbiItem } from "viem";
import { iHubAbi, iNftFactoryAbi, iNftMarketAbi, iPawnLendingAbi, iSoftNftAbi } from "@openpawn/chain/generated/abis";

/** The standard transfer events of the collections (ERC-721 Transfer has its token id indexed; ERC-20's does not). */
const transfer721 = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)");
const transferSingle = parseAbiItem("event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)");
const transferBatch = parseAbiItem(
  "event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)",
);
const minted = getAbiItem({ abi: iSoftNftAbi, name: "Minted" });

/** What the collections the index follows emit and it reads. */
export const collectionEvents = [transfer721, transferSingle, transferBatch, minted] as const;

/**
 * Every event the NFT projector reads, of every contract it reads: the factory's collections, the market, the
 * Hub's NFT whitelist, the lending core's collateral life (NFT collateral only; the lending projectors keep the
 * rest), and the collections it follows. The market's PaymentCredited has the lending core's signature, so the
 * core's credits decode here too: the projector tells them apart by address and leaves those to lending-core.
 */
export const nftAbi = [
  getAbiItem({ abi: iNftFactoryAbi, name: "CollectionCreated" }),
  getAbiItem({ abi: iNftMarketAbi, name: "Listed" }),
  getAbiItem({ abi: iNftMarketAbi, name: "ListingCancelled" }),
  getAbiItem({ abi: iNftMarketAbi, name: "Bought" }),
  getAbiItem({ abi: iNftMarketAbi, name: "AuctionCreated" }),
  getAbiItem({ abi: iNftMarketAbi, name: "AuctionApproved" }),
  getAbiItem({ abi: iNftMarketAbi, name: "AuctionRejected" }),
  getAbiItem({ abi: iNftMarketAbi, name: "AuctionCancelled" }),
  getAbiItem({ abi: iNftMarketAbi, name: "BidPlaced" }),
  getAbiItem({ abi: iNftMarketAbi, name: "AuctionFinished" }),
  getAbiItem({ abi: iNftMarketAbi, name: "PaymentCredited" }),
  getAbiItem({ abi: iNftMarketAbi, name: "PaymentWithdrawn" }),
  getAbiItem({ abi: iHubAbi, name: "NftCollectionWhitelistChanged" }),
  getAbiItem({ abi: iPawnLendingAbi, name: "CollateralCreated" }),
  getAbiItem({ abi: iPawnLendingAbi, name: "CollateralWithdrawn" }),
  getAbiItem({ abi: iPawnLendingAbi, name: "LoanStarted" }),
  getAbiItem({ abi: iPawnLendingAbi, name: "LoanCompleted" }),
  getAbiItem({ abi: iPawnLendingAbi, name: "LoanLiquidated" }),
  ...collectionEvents,
] as const;
export type NftAbi = typeof nftAbi;
