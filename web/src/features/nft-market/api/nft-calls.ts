import type { Deployment } from "@openpawn/chain/deployment";
import { createCollectionCall as createCollectionWrite, mint1155Call, mint721Call, type NftStandard } from "@openpawn/chain/nft-market/collection-calls";
import {
  approveAuctionCall,
  bidCall as bidWrite,
  buyCall as buyWrite,
  cancelAuctionCall,
  cancelListingCall,
  createAuctionCall as createAuctionWrite,
  finishAuctionCall,
  listCall as listWrite,
  rejectAuctionCall,
  withdrawCall as withdrawWrite,
} from "@openpawn/chain/nft-market/market-calls";
import type { Address } from "viem";
import { NATIVE_TOKEN_ADDRESS } from "@openpawn/shared/constants";
import type { Allowance, Approval, ContractCall } from "../../../wallet/send-transaction.ts";

/**
 * The NFT contracts' calls as the wallet sends them, with the approvals each needs. Pure: the pages decide
 * what to send, wallet/send-transaction.ts sends it.
 */

export type CollectionKind = NftStandard;

export interface PayToken {
  address: Address;
  symbol: string;
}

export interface NftRef {
  collection: Address;
  collectionName: string;
  tokenId: bigint;
  kind: CollectionKind;
}

export interface NftCall {
  call: ContractCall;
  allowances: Approval[];
}

function contractOf(deployment: Deployment, name: "NftFactory" | "NftMarket"): Address {
  const address = deployment.contracts[name];
  if (!address) throw new Error(`${name} is not deployed on this network`);
  return address;
}

export const nftFactory = (deployment: Deployment) => contractOf(deployment, "NftFactory");
export const nftMarket = (deployment: Deployment) => contractOf(deployment, "NftMarket");

export const isNative = (token: string) => token.toLowerCase() === NATIVE_TOKEN_ADDRESS;

/** What a payment in `token` needs: an allowance to the market, or nothing when it is the native coin (sent as value). */
function payment(market: Address, token: PayToken, amount: bigint): { allowances: Allowance[]; value?: bigint } {
  if (isNative(token.address)) return { allowances: [], value: amount };
  return { allowances: [{ token: token.address, symbol: token.symbol, spender: market, amount }] };
}

const marketApproval = (market: Address, nft: NftRef): Approval => ({ collection: nft.collection, name: nft.collectionName, operator: market });

/** A built write sent to the market, with the native coin it carries, if any. */
const marketCall = (market: Address, write: Omit<ContractCall, "address">, value?: bigint): ContractCall => ({ address: market, ...write, ...(value !== undefined && { value }) });

export function createCollectionCall(factory: Address, input: { kind: CollectionKind; name: string; symbol: string; contractURI: string }): NftCall {
  return { call: { address: factory, ...createCollectionWrite(input) }, allowances: [] };
}

/** Mints into one's own collection; the collection takes the mint fee in DFY from the minter. */
export function mintCall(
  input: { collection: Address; kind: CollectionKind; to: Address; amount: bigint; tokenURI: string; royaltyBps: number },
  fee: { dfy: PayToken; amount: bigint },
): NftCall {
  const call: ContractCall = { address: input.collection, ...(input.kind === "ERC721" ? mint721Call(input) : mint1155Call(input)) };
  const allowances = fee.amount === 0n ? [] : [{ token: fee.dfy.address, symbol: fee.dfy.symbol, spender: input.collection, amount: fee.amount }];
  return { call, allowances };
}

export function listCall(market: Address, nft: NftRef, input: { quantity: bigint; payToken: Address; unitPrice: bigint }): NftCall {
  return {
    call: marketCall(market, listWrite(nft, input)),
    allowances: [marketApproval(market, nft)],
  };
}

export function createAuctionCall(
  market: Address,
  nft: NftRef,
  input: { quantity: bigint; payToken: Address; startPrice: bigint; buyOutPrice: bigint; priceStep: bigint; startAt: number; endAt: number },
): NftCall {
  return { call: marketCall(market, createAuctionWrite(nft, input)), allowances: [marketApproval(market, nft)] };
}

export function buyCall(market: Address, listingId: bigint, quantity: bigint, total: { token: PayToken; amount: bigint }): NftCall {
  const { allowances, value } = payment(market, total.token, total.amount);
  return { call: marketCall(market, buyWrite(listingId, quantity), value), allowances };
}

export function bidCall(market: Address, auctionId: bigint, bid: { token: PayToken; amount: bigint }): NftCall {
  const { allowances, value } = payment(market, bid.token, bid.amount);
  return { call: marketCall(market, bidWrite(auctionId, bid.amount), value), allowances };
}

const MARKET_ACTIONS = { cancelListing: cancelListingCall, cancelAuction: cancelAuctionCall, finishAuction: finishAuctionCall, approveAuction: approveAuctionCall, rejectAuction: rejectAuctionCall };

/** Calls on an existing listing or auction that move no money from the caller. */
export function marketActionCall(
  market: Address,
  action: keyof typeof MARKET_ACTIONS,
  id: bigint,
): NftCall {
  return { call: marketCall(market, MARKET_ACTIONS[action](id)), allowances: [] };
}

/** Pays the connected wallet's credit in `token` to `to` (the wallet itself here; a contract that cannot receive names another). */
export function withdrawCall(market: Address, token: Address, to: Address): NftCall {
  return { call: marketCall(market, withdrawWrite(token, to)), allowances: [] };
}
