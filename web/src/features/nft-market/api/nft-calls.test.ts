import { describe, expect, it } from "vitest";
import { getAddress } from "viem";
import { NATIVE_TOKEN_ADDRESS } from "@openpawn/shared/constants";
import { bidCall, buyCall, createAuctionCall, createCollectionCall, listCall, mintCall, type NftRef } from "./nft-calls.ts";

const MARKET = getAddress("0x00000000000000000000000000000000000000a1");
const COLLECTION = getAddress("0x00000000000000000000000000000000000000c1");
const USDT = { address: getAddress("0x00000000000000000000000000000000000000d1"), symbol: "USDT" };
const BNB = { address: NATIVE_TOKEN_ADDRESS as `0x${string}`, symbol: "BNB" };
const NFT: NftRef = { collection: COLLECTION, collectionName: "Lotus", tokenId: 7n, kind: "ERC721" };

describe("NFT contract calls", () => {
  it("creates a collection with the factory's kind number", () => {
    const { call } = createCollectionCall(MARKET, { kind: "ERC1155", name: "Lotus", symbol: "LOT", contractURI: "ipfs://c" });
    expect(call.functionName).toBe("createCollection");
    expect(call.args).toEqual([2, "Lotus", "LOT", "ipfs://c"]);
  });

  it("mints an ERC-721 with the DFY fee approved to the collection, and an ERC-1155 with its amount", () => {
    const fee = { dfy: { address: USDT.address, symbol: "DFY" }, amount: 10n ** 19n };
    const single = mintCall({ collection: COLLECTION, kind: "ERC721", to: MARKET, amount: 1n, tokenURI: "ipfs://m", royaltyBps: 500 }, fee);
    expect(single.call.args).toEqual([MARKET, "ipfs://m", 500n]);
    expect(single.allowances).toEqual([{ token: USDT.address, symbol: "DFY", spender: COLLECTION, amount: 10n ** 19n }]);
    const multi = mintCall({ collection: COLLECTION, kind: "ERC1155", to: MARKET, amount: 5n, tokenURI: "ipfs://m", royaltyBps: 0 }, { ...fee, amount: 0n });
    expect(multi.call.args).toEqual([MARKET, 5n, "ipfs://m", 0n]);
    expect(multi.allowances).toEqual([]);
  });

  it("lists and auctions only after the market is the collection's operator", () => {
    const listing = listCall(MARKET, NFT, { quantity: 1n, payToken: USDT.address, unitPrice: 5n });
    expect(listing.allowances).toEqual([{ collection: COLLECTION, name: "Lotus", operator: MARKET }]);
    expect(listing.call.args).toEqual([COLLECTION, 7n, 1n, USDT.address, 5n]);
    const auction = createAuctionCall(MARKET, NFT, { quantity: 1n, payToken: USDT.address, startPrice: 1n, buyOutPrice: 0n, priceStep: 1n, startAt: 10, endAt: 20 });
    expect(auction.call.args[0]).toMatchObject({ startAt: 10n, endAt: 20n, tokenId: 7n });
    expect(auction.allowances).toHaveLength(1);
  });

  it("pays in a token through an allowance, in the native coin as the call's value", () => {
    const inToken = buyCall(MARKET, 3n, 2n, { token: USDT, amount: 40n });
    expect(inToken.allowances).toEqual([{ token: USDT.address, symbol: "USDT", spender: MARKET, amount: 40n }]);
    expect(inToken.call.value).toBeUndefined();
    const inCoin = bidCall(MARKET, 4n, { token: BNB, amount: 9n });
    expect(inCoin.allowances).toEqual([]);
    expect(inCoin.call).toMatchObject({ functionName: "bid", args: [4n, 9n], value: 9n });
  });
});
