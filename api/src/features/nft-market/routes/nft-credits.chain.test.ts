import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, zeroAddress } from "viem";
import { nftMarketAbi } from "@openpawn/chain/generated/abis";
import type { TestUser } from "../../../test/profile-fixtures.ts";
import { startPawnApp, type PawnApp } from "../../../test/pawn/pawn-app.ts";
import { nftActions, type NftActions } from "../test/nft-actions.ts";

/**
 * GET /nft/account/credits over the demo chain: a bidder whose wallet refuses the native coin is outbid, so the
 * market credits its refund instead of sending it; its owner reads the credit (nobody else does) until withdrawn.
 */
describe("the NFT market's credits on the demo chain", () => {
  let pawn: PawnApp;
  let nfts: NftActions;

  const credits = (user?: TestUser) => pawn.app.inject({ method: "GET", url: "/api/nft/account/credits", ...(user && { headers: user.auth }) });
  const creditsOf = async (user: TestUser) => {
    const response = await credits(user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  /** What the market holds for the bidder, as its view reads it. */
  const credited = () =>
    pawn.chain.publicClient.readContract({ address: nfts.market, abi: nftMarketAbi, functionName: "credited", args: [pawn.chain.stranger.account.address, zeroAddress] });

  beforeAll(async () => {
    pawn = await startPawnApp();
    nfts = nftActions(pawn.chain.publicClient, pawn.chain.deployment);
    const { borrower: seller, lender: rival, stranger: bidder, deployer: operator } = pawn.chain;
    const collection = await nfts.createCollection(seller, "ERC721", "Tides", "TIDE");
    const tokenId = await nfts.mint721(seller, collection, seller.account.address, "ipfs://tide-1", 0n);
    const auctionId = await nfts.createAuction(seller, collection, tokenId, 1n, { start: parseEther("1"), step: parseEther("0.1") });
    await nfts.approveAuction(operator, auctionId);
    await pawn.chain.passTime(61);
    await nfts.bid(bidder, auctionId, parseEther("1"));
    await pawn.chain.refuseNativeCoin(bidder.account.address, true);
    await nfts.bid(rival, auctionId, parseEther("1.5"));
    await pawn.chain.refuseNativeCoin(bidder.account.address, false);
    await pawn.indexed();
  }, 240_000);
  afterAll(async () => pawn?.close());

  it("shows the refused refund to its owner only, and no more once withdrawn", async () => {
    expect(await credited()).toBe(parseEther("1"));
    expect(await creditsOf(pawn.stranger)).toEqual([
      { walletAddress: pawn.chain.stranger.account.address, token: { address: zeroAddress, symbol: "BNB" }, amount: parseEther("1").toString() },
    ]);
    expect(await creditsOf(pawn.lender)).toEqual([]);
    expect((await credits()).statusCode).toBe(401);

    await nfts.withdraw(pawn.chain.stranger, zeroAddress);
    await pawn.indexed();
    expect(await credited()).toBe(0n);
    expect(await creditsOf(pawn.stranger)).toEqual([]);
  });
});
