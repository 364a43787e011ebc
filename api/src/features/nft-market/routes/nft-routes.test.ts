import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { getAddress, keccak256, toHex, zeroAddress, type Address } from "viem";
import { CollectionKind, NftMarketListingStatus } from "@openpawn/chain/generated/enums";
import type { Deployment } from "@openpawn/chain/deployment";
import { nftBalances, nftCollections, nftComments, nftEvents, nftListings, nftTokens } from "../../../db/schema.ts";
import { buildTestApp } from "../../../test/test-app.ts";
import { makeUser, randomWallet, type TestUser } from "../../../test/profile-fixtures.ts";
import { NftEventType, NftListStatus } from "../nft-values.ts";
import { searchTextOf } from "../projector/nft-rows.ts";

const CHAIN_ID = 31337;
const address = (label: string): Address => getAddress(keccak256(toHex(label)).slice(0, 42));
const usdt = address("token USDT");
const deployment: Deployment = {
  chainId: CHAIN_ID,
  deployedAt: new Date(0).toISOString(),
  startBlock: 1,
  contracts: {
    Hub: address("Hub"),
    PawnLending: address("PawnLending"),
    LendingLens: address("LendingLens"),
    NftFactory: address("NftFactory"),
    NftMarket: address("NftMarket"),
  },
  tokens: [
    { symbol: "USDT", name: "Tether", decimals: 18, address: usdt, priceFeed: address("feed USDT") },
    { symbol: "BNB", name: "BNB", decimals: 18, address: zeroAddress, priceFeed: address("feed BNB") },
  ],
};

/**
 * The NFT routes over rows written straight into the index (no chain runs: the spine only retries in the
 * background): filters, answers, refusals of bad input, and comments with their author-only changes.
 * The chain itself, projected, is nft-routes.chain.test.ts's.
 */
describe("NFT routes", () => {
  let app: FastifyInstance;
  let alice: TestUser & { wallet: string | null };
  let bob: TestUser & { wallet: string | null };
  const collection = address("collection Sunsets");
  const creator = address("creator");
  let [onSale, inWallet] = [0, 0];

  beforeAll(async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "openpawn-nft-routes-"));
    const deploymentFile = path.join(folder, `${CHAIN_ID}.json`);
    await writeFile(deploymentFile, JSON.stringify(deployment));
    app = await buildTestApp({ DEPLOYMENT_FILE: deploymentFile });
    await app.ready();
    alice = await makeUser(app, { wallet: randomWallet(), name: "Alice" });
    bob = await makeUser(app, { wallet: randomWallet(), name: "Bob" });
    const db = app.database.db;
    const at = new Date(Date.UTC(2026, 0, 1));
    const event = (block: number, contract: string) => ({ chainId: CHAIN_ID, contract, blockNumber: BigInt(block), txHash: keccak256(toHex(`tx ${block}`)), logIndex: 0 });
    const changed = (block: number) => ({ createdAt: at, updatedBlock: BigInt(block), updatedAt: at });
    const named = { name: "Sunsets", symbol: "SUN" };
    await db.insert(nftCollections).values({ ...event(1, deployment.contracts.NftFactory!), ...changed(1), address: collection, kind: CollectionKind.ERC721, soft: true, source: "factory", creator, ...named, contractUri: null });
    const nft = (block: number, tokenId: bigint, name: string) => ({
      ...event(block, collection),
      ...changed(block),
      collection,
      tokenId,
      kind: CollectionKind.ERC721,
      soft: true,
      creator,
      tokenUri: `ipfs://sun-${tokenId}`,
      royaltyBps: 500,
      supply: 1n,
      name,
      description: null,
      image: null,
      animationUrl: null,
      searchText: searchTextOf(name, named, tokenId),
    });
    const owner = getAddress(alice.wallet!);
    const [sale, held] = await db
      .insert(nftTokens)
      .values([
        { ...nft(2, 1n, "Red Dusk"), status: NftListStatus.value.SALE, payToken: usdt, price: 100n * 10n ** 18n, marketId: 1n },
        { ...nft(3, 2n, "Blue Hour"), status: NftListStatus.value.NOT_ON_MARKET, payToken: null, price: null, marketId: null },
      ])
      .returning();
    [onSale, inWallet] = [sale!.id, held!.id];
    for (const row of [sale!, held!]) {
      await db.insert(nftBalances).values({ ...event(row.id + 1, collection), ...changed(row.id + 1), collection, tokenId: row.tokenId, owner, nftId: row.id, amount: 1n });
      await db.insert(nftEvents).values({ ...event(row.id + 1, collection), nftId: row.id, collection, tokenId: row.tokenId, type: NftEventType.value.CREATE, toWallet: owner, quantity: 1n, at });
    }
    await db.insert(nftListings).values({
      ...event(4, deployment.contracts.NftMarket!),
      ...changed(4),
      id: 1n,
      seller: owner,
      collection,
      tokenId: 1n,
      nftId: onSale,
      quantity: 1n,
      remaining: 1n,
      payToken: usdt,
      unitPrice: 100n * 10n ** 18n,
      status: NftMarketListingStatus.Open,
    });
  }, 120_000);
  afterAll(async () => app?.close());

  const get = (url: string, user?: TestUser) => app.inject({ method: "GET", url: `/api${url}`, ...(user && { headers: user.auth }) });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, user?: TestUser, payload?: object) =>
    app.inject({ method, url: `/api${url}`, ...(user && { headers: user.auth }), ...(payload && { payload }) });
  const data = async (url: string, user?: TestUser) => {
    const response = await get(url, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const ids = async (url: string) => ((await data(url)).content as { id: number }[]).map((item) => item.id);

  it("searches NFTs by collection, status, pay token, price, creator, owner and text, page size 12", async () => {
    const all = await data("/nft/nft/get");
    expect(all).toMatchObject({ size: 12, number: 0, total_elements: 2 });
    expect(all.content.map((item: { id: number }) => item.id)).toEqual([inWallet, onSale]);
    expect(all.content[1]).toMatchObject({
      collection: { address: collection, kind: "ERC721", soft: true, name: "Sunsets", symbol: "SUN" },
      tokenId: "1",
      status: "SALE",
      payToken: { address: usdt, symbol: "USDT" },
      price: (100n * 10n ** 18n).toString(),
      listingId: 1,
      auctionId: null,
    });
    expect(await ids(`/nft/nft/get?collection=${collection.toLowerCase()}&status=SALE`)).toEqual([onSale]);
    expect(await ids("/nft/nft/get?status=NOT_ON_MARKET,ON_AUCTION")).toEqual([inWallet]);
    expect(await ids("/nft/nft/get?payToken=usdt&priceMin=1&priceMax=100000000000000000000")).toEqual([onSale]);
    expect(await ids("/nft/nft/get?payToken=BNB")).toEqual([]);
    expect(await ids("/nft/nft/get?priceMin=100000000000000000001")).toEqual([]);
    expect(await ids(`/nft/nft/get?creator=${creator}&sort=id,asc`)).toEqual([onSale, inWallet]);
    expect(await ids(`/nft/nft/get?owner=${alice.wallet}`)).toEqual([inWallet, onSale]);
    expect(await ids(`/nft/nft/get?owner=${bob.wallet}`)).toEqual([]);
    expect(await ids("/nft/nft/get?search=DUSK")).toEqual([onSale]);
    expect(await ids("/nft/nft/get?search=sunsets%20%232")).toEqual([]);
    expect(await ids("/nft/nft/get?search=%25")).toEqual([]);
    expect(await ids("/nft/nft/get?sort=price,desc")).toEqual([onSale, inWallet]);
    expect((await data("/nft/nft/get?search=hour&size=1")).total_elements).toBe(1);
  });

  it("answers one NFT with its sale, its owners, its history, a wallet's NFTs and the collections", async () => {
    const detail = await data(`/nft/nft/detail?id=${onSale}`);
    expect(detail).toMatchObject({ id: onSale, owners: 1, listing: { id: 1, seller: getAddress(alice.wallet!), remaining: "1", status: "OPEN" }, auction: null, pawn: null });
    expect((await data(`/nft/nft/detail?collection=${collection}&tokenId=2`)).id).toBe(inWallet);
    // Alice's one copy is on sale: she owns it, and has none left to list.
    expect((await data(`/nft/nft/${onSale}/customer`)).content).toEqual([{ walletAddress: getAddress(alice.wallet!), amount: "1", available: "0" }]);
    expect((await data(`/nft/nft/${onSale}/customer?walletAddress=${alice.wallet!.toLowerCase()}`)).total_elements).toBe(1);
    expect((await data(`/nft/nft/${onSale}/customer?walletAddress=${bob.wallet}`)).content).toEqual([]);
    expect((await data(`/nft/nft/${onSale}/events`)).content).toMatchObject([{ type: "CREATE", toWallet: getAddress(alice.wallet!), quantity: "1" }]);
    expect((await data(`/nft/nft/${onSale}/events?type=BURN`)).content).toEqual([]);
    const mine = await data("/nft/nft/nfts/customer", alice);
    expect(mine.content.map((item: { id: number; amount: string }) => [item.id, item.amount])).toEqual([
      [inWallet, "1"],
      [onSale, "1"],
    ]);
    expect((await data(`/nft/nft/nfts/customer?walletAddress=${alice.wallet}&status=SALE`)).total_elements).toBe(1);
    expect((await data("/nft/nft/nfts/customer?available=true", alice)).content.map((item: { id: number; available: string }) => [item.id, item.available])).toEqual([[inWallet, "1"]]);
    expect((await data("/nft/nft/nfts/customer", bob)).content).toEqual([]);
    expect((await data("/nft/collections?search=sun")).content).toMatchObject([{ address: collection, nfts: 2, source: "factory", creator }]);
    expect((await data(`/nft/collections/${collection}`)).nfts).toBe(2);
    expect((await data("/nft/market/listings?status=OPEN")).content).toMatchObject([{ id: 1, nftId: onSale }]);
    expect((await data("/nft/market/listings/1")).nft.id).toBe(onSale);
    expect((await data("/pawn/collaterals/nfts/asset-types")).map((type: { name: string }) => type.name)).toEqual(["ERC-721", "ERC-1155"]);
    expect((await data("/pawn/collaterals/nfts")).content).toEqual([]);
  });

  it("refuses bad input with a 4xx and the spec's codes, never a 5xx", async () => {
    const cases: [string, number, string, TestUser?][] = [
      ["/nft/nft/get?size=0", 400, "invalid_input"],
      ["/nft/nft/get?page=-1", 400, "invalid_input"],
      ["/nft/nft/get?status=SOLD", 400, "invalid_input"],
      ["/nft/nft/get?priceMin=5&priceMax=1", 400, "invalid_input"],
      ["/nft/nft/get?priceMin=1.5", 400, "invalid_input"],
      ["/nft/nft/get?collection=0x12", 400, "invalid_input"],
      ["/nft/nft/get?sort=name", 400, "invalid_input"],
      ["/nft/nft/get?kind=ERC20", 400, "invalid_input"],
      ["/nft/nft/get?soft=maybe", 400, "invalid_input"],
      [`/nft/nft/get?search=${"x".repeat(101)}`, 400, "invalid_input"],
      ["/nft/nft/detail", 400, "invalid_input"],
      ["/nft/nft/detail?collection=0x0000000000000000000000000000000000000001", 400, "invalid_input"],
      ["/nft/nft/detail?id=abc", 400, "invalid_input"],
      ["/nft/nft/detail?id=99999", 404, "nft.not-found"],
      ["/nft/nft/abc/customer", 404, "nft.not-found"],
      ["/nft/nft/99999/events", 404, "nft.not-found"],
      ["/nft/nft/1/events?type=MINT", 400, "invalid_input"],
      ["/nft/collections/0x123", 404, "nft.collection.not-found"],
      ["/nft/collections/0x0000000000000000000000000000000000000001", 404, "nft.collection.not-found"],
      ["/nft/market/listings/0", 404, "nft.listing.not-found"],
      ["/nft/market/auctions/7", 404, "nft.auction.not-found"],
      ["/nft/market/auctions/7/bids", 404, "nft.auction.not-found"],
      ["/nft/market/auctions?status=LIVE", 400, "invalid_input"],
      ["/nft/nft/nfts/customer", 401, "nft.wallet.needed"],
      ["/nft/nft/nfts/customer?walletAddress=nope", 400, "invalid_input"],
      ["/nft/nft/nfts/customer?available=yes", 400, "invalid_input"],
      ["/nft/account/bids", 401, "user.unauthorized"],
      ["/nft/nft/abc/comments", 404, "nft.not-found"],
      ["/pawn/collaterals/nfts?assetTypeId=7", 400, "invalid_input"],
      ["/pawn/collaterals/nfts?size=101", 400, "invalid_input"],
      ["/pawn/account/collaterals/nfts", 401, "user.unauthorized"],
      ["/pawn/loan-requests/nft", 401, "user.unauthorized"],
    ];
    const seen = [];
    for (const [url, , , user] of cases) {
      const response = await get(url, user);
      seen.push([url, response.statusCode, response.json().errorCodes?.[0]]);
    }
    expect(seen).toEqual(cases.map(([url, status, code]) => [url, status, code]));

    const posts: [string, object | undefined, number, string][] = [
      ["/pawn/collaterals/nfts", { collection: collection, tokenId: "1", txnHash: "0x12" }, 400, "invalid_input"],
      ["/pawn/collaterals/nfts", { collection: "0x1", tokenId: "1", txnHash: `0x${"a".repeat(64)}` }, 400, "invalid_input"],
      ["/pawn/account/collaterals/nfts", { collection, tokenId: "-1", txnHash: `0x${"a".repeat(64)}` }, 400, "invalid_input"],
      ["/pawn/pawn-shop-package/submit-nft-collateral", {}, 400, "invalid_input"],
      ["/pawn/pawn-shop-package/rejectLoanRequestNFT", { txnHash: "nope" }, 400, "invalid_input"],
      [`/nft/nft/${onSale}/comments`, { content: "   " }, 400, "invalid_input"],
      [`/nft/nft/${onSale}/comments`, { content: "x".repeat(1001) }, 400, "invalid_input"],
      ["/nft/nft/99999/comments", { content: "hello" }, 404, "nft.not-found"],
    ];
    for (const [url, payload, status, code] of posts) {
      const response = await send("POST", url, alice, payload);
      expect([url, response.statusCode, response.json().errorCodes?.[0]]).toEqual([url, status, code]);
    }
    expect((await send("POST", `/nft/nft/${onSale}/comments`, undefined, { content: "hello" })).statusCode).toBe(401);
    expect((await send("PUT", "/nft/comments/abc", alice, { content: "x" })).json().errorCodes).toEqual(["nft.comment.not-found"]);
    expect((await send("PUT", "/nft/comments/99999", alice, { content: "x" })).json().errorCodes).toEqual(["nft.comment.not-found"]);
    expect((await send("PUT", "/nft/comments/1/hidden", alice, { hidden: "yes" })).statusCode).toBe(400);
  });

  it("lets only a comment's author edit or delete it; B cannot touch A's comment nor read A's bids", async () => {
    const posted = await send("POST", `/nft/nft/${onSale}/comments`, alice, { content: "  Lovely colours  " });
    expect(posted.statusCode, posted.body).toBe(200);
    const comment = posted.json().data;
    expect(comment).toMatchObject({ nftId: onSale, content: "Lovely colours", hidden: false, mine: true, editedAt: null, author: { userId: alice.id, name: "Alice", walletAddress: getAddress(alice.wallet!) } });

    const byBob = await send("PUT", `/nft/comments/${comment.id}`, bob, { content: "Bob was here" });
    expect([byBob.statusCode, byBob.json().errorCodes]).toEqual([403, ["nft.comment.not-owned"]]);
    const deletedByBob = await send("DELETE", `/nft/comments/${comment.id}`, bob);
    expect([deletedByBob.statusCode, deletedByBob.json().errorCodes]).toEqual([403, ["nft.comment.not-owned"]]);
    expect((await data(`/nft/nft/${onSale}/comments`)).content).toMatchObject([{ id: comment.id, content: "Lovely colours", mine: false }]);

    const edited = await send("PUT", `/nft/comments/${comment.id}`, alice, { content: "Lovely colours indeed" });
    expect(edited.json().data).toMatchObject({ content: "Lovely colours indeed", mine: true });
    expect(edited.json().data.editedAt).not.toBeNull();

    // A hidden comment: gone for everyone but its author (a moderator's view is the chain test's).
    await app.database.db.update(nftComments).set({ hidden: true });
    expect((await data(`/nft/nft/${onSale}/comments`)).content).toEqual([]);
    expect((await data(`/nft/nft/${onSale}/comments`, bob)).content).toEqual([]);
    expect((await data(`/nft/nft/${onSale}/comments`, alice)).content).toMatchObject([{ id: comment.id, hidden: true }]);
    // Asking the chain whether Bob moderates fails here (no chain): a 503, never a hide.
    const hide = await send("PUT", `/nft/comments/${comment.id}/hidden`, bob, { hidden: false });
    expect([hide.statusCode, hide.json().errorCodes]).toEqual([503, ["chain.unavailable"]]);

    expect((await send("DELETE", `/nft/comments/${comment.id}`, alice)).json().data).toEqual({ id: comment.id });
    expect((await data(`/nft/nft/${onSale}/comments`, alice)).total_elements).toBe(0);

    const bobsWallet = await get(`/nft/account/bids?walletAddress=${bob.wallet}`, alice);
    expect([bobsWallet.statusCode, bobsWallet.json().errorCodes]).toEqual([403, ["pawn.wallet.not-owned"]]);
    expect((await data("/nft/account/bids", alice)).content).toEqual([]);
    const bobsCollaterals = await get(`/pawn/account/collaterals/nfts?walletAddress=${bob.wallet}`, alice);
    expect([bobsCollaterals.statusCode, bobsCollaterals.json().errorCodes]).toEqual([403, ["pawn.wallet.not-owned"]]);
  });
});
