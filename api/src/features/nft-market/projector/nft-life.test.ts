import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { parseEther, parseUnits, zeroAddress, type Address, type Hash } from "viem";
import { chainCheckpoints, nftAuctions, nftBalances, nftCollections, nftCredits, nftEvents, nftListings, nftTokens } from "../../../db/schema.ts";
import { catchUp } from "../../../chain-spine/test/spine-fixture.ts";
import { rollBackTo } from "../../../chain-spine/spine-store.ts";
import { NftAuctionStatus, NftEventType, NftListStatus, NftSaleStatus } from "../nft-values.ts";
import { startNftFixture, type NftFixture } from "../test/nft-fixture.ts";

const MONTH = 30 * 24 * 3600;

describe("the NFT projector on the demo deployment", () => {
  let fixture: NftFixture;
  beforeAll(async () => {
    fixture = await startNftFixture();
  }, 240_000);
  afterAll(async () => fixture?.close());

  const nftRow = async (collection: Address, tokenId: bigint) =>
    (await fixture.db.select().from(nftTokens).where(and(eq(nftTokens.collection, collection), eq(nftTokens.tokenId, tokenId))))[0]!;
  const owners = async (collection: Address, tokenId: bigint) =>
    Object.fromEntries(
      (
        await fixture.db
          .select({ owner: nftBalances.owner, amount: nftBalances.amount })
          .from(nftBalances)
          .where(and(eq(nftBalances.collection, collection), eq(nftBalances.tokenId, tokenId), sql`${nftBalances.amount} > 0`))
      ).map((row) => [row.owner, row.amount]),
    );
  const history = async (collection: Address, tokenId: bigint) =>
    (
      await fixture.db
        .select({ type: nftEvents.type })
        .from(nftEvents)
        .where(and(eq(nftEvents.collection, collection), eq(nftEvents.tokenId, tokenId)))
        .orderBy(asc(nftEvents.blockNumber), asc(nftEvents.logIndex))
    ).map((row) => NftEventType.name(row.type));
  const credits = () => fixture.db.select({ account: nftCredits.account, token: nftCredits.token, amount: nftCredits.amount }).from(nftCredits);
  const status = async (collection: Address, tokenId: bigint) => NftListStatus.name((await nftRow(collection, tokenId)).status);
  const expectCountsOfRows = async () => {
    const { kept, counted } = await fixture.tokenCounts();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
  };

  it("mirrors collections, mints, sales, auctions, credits and pawns; replays without change and rolls back to the state before", async () => {
    const { db, deployment, nfts, borrower: creator, lender: collector, stranger: bidder, deployer: operator } = fixture;
    const [creatorWallet, collectorWallet, bidderWallet] = [creator.account.address, collector.account.address, bidder.account.address];
    await catchUp(fixture.indexer);
    // The demo's NFT collateral: DemoNft721 #1, whitelisted by the Hub before its mint, escrowed by the borrower.
    const demo = deployment.contracts.DemoNft721!;
    expect(await fixture.db.select({ source: nftCollections.source, soft: nftCollections.soft }).from(nftCollections).where(eq(nftCollections.address, demo))).toEqual([
      { source: "hub", soft: false },
    ]);
    expect(await nftRow(demo, 1n)).toMatchObject({ creator: creatorWallet, supply: 1n, status: NftListStatus.value.ON_PAWN });
    expect(await owners(demo, 1n)).toEqual({ [creatorWallet]: 1n });
    expect(await history(demo, 1n)).toEqual(["CREATE", "PUT_ON_PAWN"]);
    const [seededCheckpoint] = await db.select().from(chainCheckpoints);
    const seeded = await fixture.snapshot();

    // A creator makes two collections and mints: two ERC-721 tokens, ten of an ERC-1155 id.
    const art = await nfts.createCollection(creator, "ERC721", "Sunsets", "SUN");
    const editions = await nfts.createCollection(creator, "ERC1155", "Editions", "EDI");
    const first = await nfts.mint721(creator, art, creatorWallet, "ipfs://sun-1", 500n);
    const second = await nfts.mint721(creator, art, creatorWallet, "ipfs://sun-2", 0n);
    // The edition's metadata is stored here, as the web's upload does: the index shows its name and picture.
    const picture = await fixture.media.add(new TextEncoder().encode("edition picture"));
    const metadata = JSON.stringify({ name: "Harbor Edition", description: "Ten prints", image: `ipfs://${picture.cid}`, animation_url: "javascript:alert(1)" });
    const editionUri = `ipfs://${(await fixture.media.add(new TextEncoder().encode(metadata))).cid}`;
    const edition = await nfts.mint1155(creator, editions, creatorWallet, 10n, editionUri, 250n);
    await nfts.transfer721(creator, art, collectorWallet, second);

    // A sale in USDT, bought by the collector; ERC-1155 on sale in the native coin, one bought, the rest taken down.
    const usdt = nfts.tokenOf("USDT");
    const price = parseUnits("100", 18);
    const sale = await nfts.list(creator, art, first, 1n, usdt, price);
    await catchUp(fixture.indexer);
    expect(await status(art, first)).toBe("SALE");
    expect(await nftRow(art, first)).toMatchObject({ payToken: usdt, price, marketId: sale });
    expect(await owners(art, first)).toEqual({ [creatorWallet]: 1n });
    await nfts.buy(collector, sale, 1n, usdt, price);
    const editionSale = await nfts.list(creator, editions, edition, 4n, zeroAddress, parseEther("0.1"));
    await nfts.buy(bidder, editionSale, 1n, zeroAddress, parseEther("0.1"));
    await catchUp(fixture.indexer);
    expect(await status(editions, edition)).toBe("SALE");
    await nfts.cancelListing(creator, editionSale);

    // The collector auctions the second token for the native coin; two bids, the second outbids the first; finished.
    // The first bidder's wallet refuses the native coin when outbid: its refund is credited, then withdrawn.
    const auction = await nfts.createAuction(collector, art, second, 1n, { start: parseEther("1"), step: parseEther("0.1") });
    await catchUp(fixture.indexer);
    expect(await status(art, second)).toBe("VERIFYING_AUCTION");
    await nfts.approveAuction(operator, auction);
    await catchUp(fixture.indexer);
    expect(await status(art, second)).toBe("ON_AUCTION");
    await fixture.passTime(61);
    await nfts.bid(bidder, auction, parseEther("1"));
    await fixture.refuseNativeCoin(bidderWallet, true);
    await nfts.bid(creator, auction, parseEther("1.5"));
    await fixture.refuseNativeCoin(bidderWallet, false);
    await catchUp(fixture.indexer);
    expect(await credits()).toEqual([{ account: bidderWallet, token: zeroAddress, amount: parseEther("1") }]);
    await nfts.withdraw(bidder, zeroAddress);
    expect(await nftRow(art, second)).toMatchObject({ status: NftListStatus.value.ON_AUCTION, price: parseEther("1.5"), payToken: zeroAddress });
    await fixture.passTime(13 * 3600);
    await nfts.finishAuction(bidder, auction);

    // The creator, who won it, pawns it: a loan on it is repaid; then pawned again and liquidated at maturity.
    const firstPawn = await nfts.pawn721(creator, art, second);
    await catchUp(fixture.indexer);
    expect(await status(art, second)).toBe("ON_PAWN");
    const loan = await nfts.offer(collector, firstPawn, parseUnits("50", 18));
    await fixture.refreshPrices();
    await nfts.acceptOffer(creator, loan);
    await nfts.repayInFull(creator, loan);
    const secondPawn = await nfts.pawn721(creator, art, second);
    const defaulted = await nfts.offer(collector, secondPawn, parseUnits("40", 18));
    await nfts.acceptOffer(creator, defaulted);
    await fixture.passTime(2 * MONTH);
    await nfts.liquidate(collector, defaulted);
    // And the collector burns the token it bought.
    await nfts.burn721(collector, art, first);
    await catchUp(fixture.indexer);

    const lived = await fixture.snapshot();
    await expectCountsOfRows();
    expect(await nftRow(art, first)).toMatchObject({ creator: creatorWallet, tokenUri: "ipfs://sun-1", royaltyBps: 500, supply: 0n, status: NftListStatus.value.NOT_ON_MARKET });
    expect(await history(art, first)).toEqual(["CREATE", "PUT_ON_SALE", "BUY", "BURN"]);
    expect(await owners(art, first)).toEqual({});
    expect(await history(art, second)).toEqual([
      "CREATE",
      "TRANSFER",
      "PUT_ON_AUCTION",
      "AUCTION_WIN",
      "PUT_ON_PAWN",
      "SIGN_CONTRACT",
      "END_CONTRACT",
      "PUT_ON_PAWN",
      "SIGN_CONTRACT",
      "END_CONTRACT",
    ]);
    // Liquidated: the NFT went to the lender.
    expect(await owners(art, second)).toEqual({ [collectorWallet]: 1n });
    expect(await status(art, second)).toBe("NOT_ON_MARKET");
    expect(await history(editions, edition)).toEqual(["CREATE", "PUT_ON_SALE", "BUY", "CANCEL_SALE"]);
    expect(await owners(editions, edition)).toEqual({ [creatorWallet]: 9n, [bidderWallet]: 1n });
    expect(await nftRow(editions, edition)).toMatchObject({ supply: 10n, royaltyBps: 250, status: NftListStatus.value.NOT_ON_MARKET, price: null });
    // Its metadata: a name the search finds, the picture by CID, and no script address.
    expect(await nftRow(editions, edition)).toMatchObject({ name: "Harbor Edition", description: "Ten prints", image: `ipfs://${picture.cid}`, animationUrl: null });
    expect((await nftRow(editions, edition)).searchText).toContain("harbor edition");
    expect(await nftRow(art, first)).toMatchObject({ name: null, image: null });
    expect(await db.select({ status: nftListings.status, remaining: nftListings.remaining }).from(nftListings).orderBy(nftListings.id)).toEqual([
      { status: NftSaleStatus.value.SOLD, remaining: 0n },
      { status: NftSaleStatus.value.CANCELLED, remaining: 3n },
    ]);
    expect(await db.select().from(nftAuctions)).toMatchObject([
      { status: NftAuctionStatus.value.FINISHED, bids: 2, winner: creatorWallet, finalPrice: parseEther("1.5"), highestBidder: creatorWallet, operator: operator.account.address },
    ]);
    expect(await credits()).toEqual([{ account: bidderWallet, token: zeroAddress, amount: 0n }]);
    const won = (await db.select().from(nftEvents).where(eq(nftEvents.type, NftEventType.value.AUCTION_WIN)))[0]!;
    expect(won).toMatchObject({ fromWallet: collectorWallet, toWallet: creatorWallet, price: parseEther("1.5"), payToken: zeroAddress, auctionId: auction });

    // Replaying the whole range changes nothing.
    await fixture.rewindCheckpoint();
    await catchUp(fixture.indexer);
    expect(await fixture.snapshot()).toEqual(lived);

    // Rolling back to the seeded block restores the rows as they were then; the counts follow.
    const fork = { blockNumber: seededCheckpoint?.blockNumber ?? 0n, blockHash: (seededCheckpoint?.blockHash ?? null) as Hash | null };
    await rollBackTo(db, deployment.chainId, fork, fixture.projectors);
    expect(await fixture.snapshot()).toEqual(seeded);
    await expectCountsOfRows();
    // And indexing again reaches the same rows (NFTs created anew get new API ids).
    await catchUp(fixture.indexer);
    const withoutIds = (rows: unknown[] | undefined) => rows?.map((row) => ({ ...(row as object), id: undefined, nftId: undefined }));
    const again = await fixture.snapshot();
    for (const table of ["collections", "nfts", "balances", "listings", "auctions", "bids", "credits", "events"]) {
      expect(withoutIds(again[table]), table).toEqual(withoutIds(lived[table]));
    }
  }, 240_000);

  it("follows an auction approved after its announced start to the times it runs at", async () => {
    const { nfts, borrower: creator, deployer: operator } = fixture;
    const art = await nfts.createCollection(creator, "ERC721", "Late", "LATE");
    const token = await nfts.mint721(creator, art, creator.account.address, "ipfs://late-1", 0n);
    const auction = await nfts.createAuction(creator, art, token, 1n, { start: parseEther("1"), step: parseEther("0.1") });
    await catchUp(fixture.indexer);
    const [announced] = await fixture.db.select().from(nftAuctions).where(eq(nftAuctions.id, auction));
    await fixture.passTime(24 * 3600);
    await nfts.approveAuction(operator, auction);
    await catchUp(fixture.indexer);

    const [approved] = await fixture.db.select().from(nftAuctions).where(eq(nftAuctions.id, auction));
    expect(approved!.status).toBe(NftAuctionStatus.value.APPROVED);
    // Approved a day later, after the announced end: it opens at the approval and runs its 12 hours from there.
    expect(approved!.startAt.getTime()).toBeGreaterThan(announced!.endAt.getTime());
    expect(approved!.endAt.getTime() - approved!.startAt.getTime()).toBe(announced!.endAt.getTime() - announced!.startAt.getTime());
  }, 120_000);
});
