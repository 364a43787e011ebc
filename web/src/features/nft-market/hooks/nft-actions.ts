import { useQueryClient } from "@tanstack/react-query";
import type { Address, Hash } from "viem";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import type { TransactionEffects } from "@openpawn/shared/nft-market/schemas";
import { getTransactionEffects } from "../api/nft-api.ts";
import type { NftCall } from "../api/nft-calls.ts";
import * as calls from "../api/nft-calls.ts";
import { nftKeys } from "./nft-queries.ts";

/** Sends an NFT call the way every money action goes, then waits for the index to hold what it did. */
function send(request: NftCall, successText: string): Promise<TransactionEffects | undefined> {
  return sendTransaction({ ...request, successText, report: (hash: Hash) => getTransactionEffects(hash) });
}

/**
 * The NFT market's actions for the pages: each resolves to what the transaction recorded in the index (new ids),
 * or undefined when the user stopped or it failed (they have been told). Every NFT read is refreshed after.
 */
export function useNftActions() {
  const { deployment } = useRuntimeConfig();
  const client = useQueryClient();
  const market = () => calls.nftMarket(deployment);
  const run = async (request: NftCall, successText: string) => {
    const effects = await send(request, successText);
    if (effects) await client.invalidateQueries({ queryKey: nftKeys.all });
    return effects;
  };
  return {
    createCollection: (input: Parameters<typeof calls.createCollectionCall>[1]) =>
      run(calls.createCollectionCall(calls.nftFactory(deployment), input), `Collection ${input.name} is created`),
    mint: (input: Parameters<typeof calls.mintCall>[0], fee: Parameters<typeof calls.mintCall>[1]) => run(calls.mintCall(input, fee), "Your NFT is created"),
    list: (nft: calls.NftRef, input: Parameters<typeof calls.listCall>[2]) => run(calls.listCall(market(), nft, input), "Your NFT is on sale"),
    createAuction: (nft: calls.NftRef, input: Parameters<typeof calls.createAuctionCall>[2]) =>
      run(calls.createAuctionCall(market(), nft, input), "Your auction is created: it opens once an operator approves it"),
    buy: (listingId: number, quantity: bigint, total: Parameters<typeof calls.buyCall>[3]) =>
      run(calls.buyCall(market(), BigInt(listingId), quantity, total), "You bought the NFT"),
    bid: (auctionId: number, bid: Parameters<typeof calls.bidCall>[2]) => run(calls.bidCall(market(), BigInt(auctionId), bid), "Your bid is placed"),
    cancelListing: (id: number) => run(calls.marketActionCall(market(), "cancelListing", BigInt(id)), "Your sale is cancelled: the NFT is back in your wallet"),
    cancelAuction: (id: number) => run(calls.marketActionCall(market(), "cancelAuction", BigInt(id)), "Your auction is cancelled: the NFT is back in your wallet"),
    finishAuction: (id: number) => run(calls.marketActionCall(market(), "finishAuction", BigInt(id)), "The auction is finished"),
    approveAuction: (id: number) => run(calls.marketActionCall(market(), "approveAuction", BigInt(id)), "The auction is approved"),
    rejectAuction: (id: number) => run(calls.marketActionCall(market(), "rejectAuction", BigInt(id)), "The auction is refused: the NFT went back to its seller"),
    withdraw: (token: Address, to: Address) => run(calls.withdrawCall(market(), token, to), "Your payment is withdrawn"),
  };
}
