import type { Address } from "viem";
import type { ContractWrite, WriteFunctionName } from "../contract-write.ts";
import { iNftMarketAbi } from "../generated/abis.ts";

type MarketWrite<Name extends WriteFunctionName<typeof iNftMarketAbi>> = ContractWrite<typeof iNftMarketAbi, Name>;

/** NftMarket.list: `quantity` copies of a token for sale at `unitPrice` of `payToken` (zero address: the native coin). */
export function listCall(nft: { collection: Address; tokenId: bigint }, sale: { quantity: bigint; payToken: Address; unitPrice: bigint }): MarketWrite<"list"> {
  return { abi: iNftMarketAbi, functionName: "list", args: [nft.collection, nft.tokenId, sale.quantity, sale.payToken, sale.unitPrice] };
}

/** An auction's terms: prices in base units of `payToken`, times in unix seconds. */
export interface AuctionTerms {
  quantity: bigint;
  payToken: Address;
  startPrice: bigint;
  buyOutPrice: bigint;
  priceStep: bigint;
  startAt: bigint | number;
  endAt: bigint | number;
}

/** NftMarket.createAuction: an auction an Operator approves before it opens. */
export function createAuctionCall(nft: { collection: Address; tokenId: bigint }, terms: AuctionTerms): MarketWrite<"createAuction"> {
  const params = {
    collection: nft.collection,
    tokenId: nft.tokenId,
    quantity: terms.quantity,
    payToken: terms.payToken,
    startPrice: terms.startPrice,
    buyOutPrice: terms.buyOutPrice,
    priceStep: terms.priceStep,
    startAt: BigInt(terms.startAt),
    endAt: BigInt(terms.endAt),
  };
  return { abi: iNftMarketAbi, functionName: "createAuction", args: [params] };
}

/** NftMarket.buy (payable: a sale in the native coin sends the price as the call's value). */
export const buyCall = (listingId: bigint, quantity: bigint): MarketWrite<"buy"> => ({ abi: iNftMarketAbi, functionName: "buy", args: [listingId, quantity] });

/** NftMarket.bid (payable: a bid in the native coin sends the amount as the call's value). */
export const bidCall = (auctionId: bigint, amount: bigint): MarketWrite<"bid"> => ({ abi: iNftMarketAbi, functionName: "bid", args: [auctionId, amount] });

/** NftMarket.cancelListing: the seller takes the rest of a sale off the market. */
export const cancelListingCall = (listingId: bigint): MarketWrite<"cancelListing"> => ({ abi: iNftMarketAbi, functionName: "cancelListing", args: [listingId] });

/** NftMarket.cancelAuction: the seller withdraws an auction nobody bid on. */
export const cancelAuctionCall = (auctionId: bigint): MarketWrite<"cancelAuction"> => ({ abi: iNftMarketAbi, functionName: "cancelAuction", args: [auctionId] });

/** NftMarket.finishAuction: anyone settles an auction that ended. */
export const finishAuctionCall = (auctionId: bigint): MarketWrite<"finishAuction"> => ({ abi: iNftMarketAbi, functionName: "finishAuction", args: [auctionId] });

/** NftMarket.approveAuction: the Operator lets an auction open. */
export const approveAuctionCall = (auctionId: bigint): MarketWrite<"approveAuction"> => ({ abi: iNftMarketAbi, functionName: "approveAuction", args: [auctionId] });

/** NftMarket.rejectAuction: the Operator turns an auction down. */
export const rejectAuctionCall = (auctionId: bigint): MarketWrite<"rejectAuction"> => ({ abi: iNftMarketAbi, functionName: "rejectAuction", args: [auctionId] });

/** NftMarket.withdraw: pays the caller's credit in `token` to `to` (a contract that cannot receive names another). */
export const withdrawCall = (token: Address, to: Address): MarketWrite<"withdraw"> => ({ abi: iNftMarketAbi, functionName: "withdraw", args: [token, to] });
