/**
 * One round of the NFT scenario for bench.ts: the borrower (a creator) creates an ERC-721 collection and mints
 * to a seller with a 5% royalty (paying the 10 DFY fee); the seller lists a token for USDT and a buyer buys it
 * (a resale: the royalty is paid); the seller auctions another token, the deployer (an operator) approves it,
 * two bidders bid (the second refunds the first) and anyone finishes it after its end (a resale too).
 * The market operations run on the collection of the first round, where the market already holds a token (a
 * listing of the first round left open) and the buyer and the winner already hold one: the steady state of a
 * market with other listings. Every approval is exact, as a wallet asks for it before each call.
 */
import { nftFactoryAbi, nftMarketAbi, softNft721Abi, testTokenAbi } from "@openpawn/chain/generated/abis";
import { CollectionKind } from "@openpawn/chain/generated/enums";
import { type Address, parseUnits } from "viem";
import { type BenchWalletClient, type LendingBench, benchKit, warpTo } from "./bench-kit.ts";
import { deployedToken } from "./dev-tokens.ts";
import { emittedArgs } from "./transactions.ts";

const CREATE_COLLECTION = "NftFactory.createCollection (ERC-721)";
const MINT = "SoftNft721.mint (to another account, 5% royalty)";
const LIST = "NftMarket.list (ERC-721, USDT)";
const BUY = "NftMarket.buy (ERC-721, USDT, a resale paying royalty)";
const BID = "NftMarket.bid (after the first: refunds the previous bidder)";
const FINISH = "NftMarket.finishAuction (ERC-721, USDT, a resale paying royalty)";

/** The gas targets. */
export const NFT_GAS_TARGETS: ReadonlyMap<string, bigint> = new Map([
  [LIST, 130_000n],
  [BUY, 130_000n],
  [BID, 90_000n],
  [FINISH, 130_000n],
]);

/** The lenders the scenario uses: seller, buyer and two bidders. */
export const NFT_ACTOR_COUNT = 4;

const ROYALTY_BPS = 500n;
const PRICE = parseUnits("250", 18);
const START_PRICE = parseUnits("100", 18);
const PRICE_STEP = parseUnits("10", 18);
const HOUR = 3_600n;
/** A content address as the media service gives it: an ipfs:// URI of a CIDv1. */
const TOKEN_URI = "ipfs://bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";

/** A scenario that keeps, between rounds, the collection its market operations run on. */
export function nftScenario(): (bench: LendingBench) => Promise<Map<string, bigint>> {
  let marketCollection: Address | undefined;

  return async function measureNftRound(bench: LendingBench): Promise<Map<string, bigint>> {
    const { deployment, publicClient, deployer, borrower: creator, lenders } = bench;
    const [seller, buyer, firstBidder, secondBidder] = lenders;
    if (!seller || !buyer || !firstBidder || !secondBidder) throw new Error(`Needs ${NFT_ACTOR_COUNT} lenders`);
    const { gas, measure, send } = benchKit(bench);
    const factory = { address: deployment.contracts.NftFactory, abi: nftFactoryAbi } as const;
    const market = { address: deployment.contracts.NftMarket, abi: nftMarketAbi } as const;
    const usdt = deployedToken(deployment, "USDT").address;
    const approve = (wallet: BenchWalletClient, token: Address, spender: Address, amount: bigint) =>
      send(
        wallet.writeContract({ address: token, abi: testTokenAbi, functionName: "approve", args: [spender, amount] }),
      );

    const created = await measure(
      CREATE_COLLECTION,
      creator.writeContract({
        ...factory,
        functionName: "createCollection",
        args: [CollectionKind.ERC721, "OpenPawn Bench", "OPB", TOKEN_URI],
      }),
    );
    const firstRound = marketCollection === undefined;
    marketCollection ??= emittedArgs(created, nftFactoryAbi, "CollectionCreated").collection;
    const collection = { address: marketCollection, abi: softNft721Abi } as const;

    const mintFee = await publicClient.readContract({ ...factory, functionName: "mintFee" });
    const mint = async (name?: string): Promise<bigint> => {
      await approve(creator, deployment.contracts.DFY, collection.address, mintFee);
      const minted = creator.writeContract({
        ...collection,
        functionName: "mint",
        args: [seller.account.address, TOKEN_URI, ROYALTY_BPS],
      });
      return emittedArgs(await measure(name, minted), softNft721Abi, "Minted").tokenId;
    };
    const list = async (tokenId: bigint, name?: string) =>
      measure(
        name,
        seller.writeContract({ ...market, functionName: "list", args: [collection.address, tokenId, 1n, usdt, PRICE] }),
      );

    const forSale = await mint(MINT);
    const forAuction = await mint();
    if (firstRound) {
      await send(
        seller.writeContract({ ...collection, functionName: "setApprovalForAll", args: [market.address, true] }),
      );
      // Stays listed: the market holds a token of the collection in every later round.
      await list(await mint());
    }

    const { listingId } = emittedArgs(await list(forSale, LIST), nftMarketAbi, "Listed");
    await approve(buyer, usdt, market.address, PRICE);
    const bought = await measure(BUY, buyer.writeContract({ ...market, functionName: "buy", args: [listingId, 1n] }));
    if (emittedArgs(bought, nftMarketAbi, "Bought").royalty === 0n) throw new Error("The bench's buy paid no royalty");

    const { timestamp } = await publicClient.getBlock();
    const startAt = timestamp + HOUR;
    const endAt = startAt + 12n * HOUR;
    const params = {
      collection: collection.address,
      tokenId: forAuction,
      quantity: 1n,
      payToken: usdt,
      startPrice: START_PRICE,
      buyOutPrice: 0n,
      priceStep: PRICE_STEP,
      startAt,
      endAt,
    };
    const auctioned = await send(seller.writeContract({ ...market, functionName: "createAuction", args: [params] }));
    const { auctionId } = emittedArgs(auctioned, nftMarketAbi, "AuctionCreated");
    await send(deployer.writeContract({ ...market, functionName: "approveAuction", args: [auctionId] }));
    await warpTo(bench, startAt);
    const placeBid = async (bidder: BenchWalletClient, amount: bigint, name?: string) => {
      await approve(bidder, usdt, market.address, amount);
      return measure(name, bidder.writeContract({ ...market, functionName: "bid", args: [auctionId, amount] }));
    };
    await placeBid(firstBidder, START_PRICE);
    const outbid = await placeBid(secondBidder, START_PRICE + PRICE_STEP, BID);
    if (emittedArgs(outbid, nftMarketAbi, "BidPlaced").previousAmount !== START_PRICE) {
      throw new Error("The bench's second bid refunded nothing");
    }
    await warpTo(bench, endAt);
    const finished = await measure(
      FINISH,
      buyer.writeContract({ ...market, functionName: "finishAuction", args: [auctionId] }),
    );
    if (emittedArgs(finished, nftMarketAbi, "AuctionFinished").royalty === 0n) {
      throw new Error("The bench's auction paid no royalty");
    }
    return gas;
  };
}
