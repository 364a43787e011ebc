import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { encodeFunctionData, getAddress, parseEther, parseUnits, zeroAddress, type Address } from "viem";
import { nftMarketAbi } from "@openpawn/chain/generated/abis";
import { TimeUnit } from "@openpawn/chain/generated/enums";
import { createCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { approveNftCall } from "@openpawn/chain/nft-market/approval-calls";
import { mintDemoNftCall } from "@openpawn/chain/nft-market/collection-calls";
import { createPackageCall } from "@openpawn/chain/packages/package-calls";
import { rejectSubmissionCall, submitCollateralCall } from "@openpawn/chain/packages/submission-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import { packages } from "../../../db/schema.ts";
import { makeUser, type TestUser } from "../../../test/profile-fixtures.ts";
import { startPawnApp, type PawnApp } from "../../../test/pawn/pawn-app.ts";
import { nftActions, type NftActions } from "../test/nft-actions.ts";
import { NFT_NOTICES } from "../notifications/nft-notifications.ts";

/**
 * The NFT service over the demo chain, indexed by the real spine: a creator's collection, a sale, an auction with
 * two bids, NFT collateral reported and submitted to a package; what each route answers, who is told what, and
 * that nobody reads or changes another's things.
 */
describe("NFT routes on the demo chain", () => {
  let pawn: PawnApp;
  let nfts: NftActions;
  let operator: TestUser;
  let collection: Address;
  let [sold, auctioned] = [0n, 0n];
  let auctionId = 0n;

  const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user?: TestUser, payload?: object) =>
    pawn.app.inject({ method, url: `/api${url}`, ...(user && { headers: user.auth }), ...(payload && { payload }) });
  const data = async (url: string, user?: TestUser) => {
    const response = await api("GET", url, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const nftId = async (tokenId: bigint, of = collection) => (await data(`/nft/nft/detail?collection=${of}&tokenId=${tokenId}`)).id as number;
  const notices = async (user: TestUser, txType: number) => {
    const response = await api("GET", "/user/notify?size=50", user);
    return response.json().data.content.filter((item: { tx_type: number }) => item.tx_type === txType) as { title: string; link: string; meta_data: string }[];
  };

  beforeAll(async () => {
    pawn = await startPawnApp();
    nfts = nftActions(pawn.chain.publicClient, pawn.chain.deployment);
    operator = await makeUser(pawn.app, { wallet: pawn.chain.deployer.account.address.toLowerCase(), name: "Operator" });
    const { borrower: creator, lender: collector, stranger, deployer } = pawn.chain;
    const creatorWallet = creator.account.address;

    collection = await nfts.createCollection(creator, "ERC721", "Sunsets", "SUN");
    sold = await nfts.mint721(creator, collection, creatorWallet, "ipfs://sun-1", 500n);
    auctioned = await nfts.mint721(creator, collection, creatorWallet, "ipfs://sun-2", 0n);
    const sale = await nfts.list(creator, collection, sold, 1n, nfts.tokenOf("USDT"), parseUnits("100", 18));
    await nfts.buy(collector, sale, 1n, nfts.tokenOf("USDT"), parseUnits("100", 18));
    auctionId = await nfts.createAuction(creator, collection, auctioned, 1n, { start: parseEther("1"), step: parseEther("0.1") });
    await nfts.approveAuction(deployer, auctionId);
    await pawn.chain.passTime(61);
    await nfts.bid(stranger, auctionId, parseEther("1"));
    await nfts.bid(collector, auctionId, parseEther("1.5"));
    await pawn.indexed();
  }, 240_000);
  afterAll(async () => pawn?.close());

  it("lists the collection and its NFTs, one NFT with its auction, owners and history, and a wallet's NFTs", async () => {
    const creatorWallet = pawn.chain.borrower.account.address;
    const collectorWallet = pawn.chain.lender.account.address;
    expect((await data(`/nft/collections?creator=${creatorWallet}`)).content).toMatchObject([
      { address: collection, kind: "ERC721", soft: true, source: "factory", name: "Sunsets", symbol: "SUN", nfts: 2 },
    ]);
    const page = await data(`/nft/nft/get?collection=${collection}`);
    expect(page.content.map((item: { tokenId: string; status: string }) => [item.tokenId, item.status])).toEqual([
      ["2", "ON_AUCTION"],
      ["1", "NOT_ON_MARKET"],
    ]);
    expect((await data("/nft/nft/get?status=ON_AUCTION&payToken=BNB")).content.map((item: { tokenId: string }) => item.tokenId)).toEqual(["2"]);

    const detail = await data(`/nft/nft/detail?id=${await nftId(auctioned)}`);
    expect(detail).toMatchObject({
      creator: creatorWallet,
      tokenUri: "ipfs://sun-2",
      status: "ON_AUCTION",
      price: parseEther("1.5").toString(),
      payToken: { address: zeroAddress, symbol: "BNB" },
      auctionId: Number(auctionId),
      owners: 1,
      auction: { id: Number(auctionId), status: "APPROVED", bids: 2, highestBidder: collectorWallet, minNextBid: parseEther("1.6").toString() },
    });
    expect((await data(`/nft/nft/${await nftId(sold)}/customer`)).content).toEqual([{ walletAddress: collectorWallet, amount: "1", available: "1" }]);
    expect((await data(`/nft/nft/${await nftId(sold)}/events`)).content.map((item: { type: string }) => item.type)).toEqual(["BUY", "PUT_ON_SALE", "CREATE"]);
    expect((await data(`/nft/nft/nfts/customer?walletAddress=${collectorWallet}`)).content.map((item: { tokenId: string }) => item.tokenId)).toContain("1");

    const auction = await data(`/nft/market/auctions/${auctionId}`);
    expect(auction.latestBids.map((bid: { amount: string }) => bid.amount)).toEqual([parseEther("1.5").toString(), parseEther("1").toString()]);
    expect(auction.nft.tokenId).toBe("2");
    expect((await data(`/nft/market/listings?seller=${creatorWallet}`)).content).toMatchObject([{ status: "SOLD", remaining: "0" }]);
  });

  it("tells the seller of a sale, bids and approval, the outbid bidder, and the winner; shows each their bids only", async () => {
    await vi.waitFor(async () => expect(await notices(pawn.borrower, NFT_NOTICES.sold)).toHaveLength(1), { timeout: 10_000 });
    expect((await notices(pawn.borrower, NFT_NOTICES.sold))[0]!.title).toBe("Your NFT Sunsets #1 was sold for 100 USDT");
    expect(await notices(pawn.borrower, NFT_NOTICES.auctionApproved)).toHaveLength(1);
    expect((await notices(pawn.borrower, NFT_NOTICES.bidReceived)).map((item) => item.title).sort()).toEqual([
      "New bid of 1 BNB on your NFT Sunsets #2",
      "New bid of 1.5 BNB on your NFT Sunsets #2",
    ]);
    const outbid = await notices(pawn.stranger, NFT_NOTICES.outbid);
    expect(outbid).toMatchObject([{ title: "You were outbid on Sunsets #2: the highest bid is now 1.5 BNB", link: `/nft/market/details/${auctionId}` }]);

    // Each bidder reads their own bids; naming another's wallet is refused.
    expect((await data("/nft/account/bids", pawn.stranger)).content).toMatchObject([{ auction: { id: Number(auctionId) }, myHighestBid: parseEther("1").toString(), leading: false }]);
    expect((await data("/nft/account/bids", pawn.lender)).content).toMatchObject([{ myHighestBid: parseEther("1.5").toString(), leading: true }]);
    const theirs = await api("GET", `/nft/account/bids?walletAddress=${pawn.chain.lender.account.address}`, pawn.stranger);
    expect([theirs.statusCode, theirs.json().errorCodes]).toEqual([403, ["pawn.wallet.not-owned"]]);

    await pawn.chain.passTime(13 * 3600);
    await nfts.finishAuction(pawn.chain.stranger, auctionId);
    await pawn.indexed();
    await vi.waitFor(async () => expect(await notices(pawn.lender, NFT_NOTICES.auctionWon)).toHaveLength(1), { timeout: 10_000 });
    expect((await notices(pawn.lender, NFT_NOTICES.auctionWon))[0]!.title).toBe("You won the auction of Sunsets #2 for 1.5 BNB");
    await vi.waitFor(async () => expect(await notices(pawn.borrower, NFT_NOTICES.auctionEnded)).toHaveLength(1), { timeout: 10_000 });
    expect((await notices(pawn.borrower, NFT_NOTICES.auctionEnded))[0]!.title).toBe("The auction of your NFT Sunsets #2 ended: sold for 1.5 BNB");
    expect((await data(`/nft/nft/detail?id=${await nftId(auctioned)}`)).status).toBe("NOT_ON_MARKET");
    expect((await data(`/nft/nft/${await nftId(auctioned)}/customer`)).content).toEqual([
      { walletAddress: pawn.chain.lender.account.address, amount: "1", available: "1" },
    ]);
  });

  it("lets an operator hide a comment, nobody else; the author keeps seeing it", async () => {
    const id = await nftId(sold);
    const comment = (await api("POST", `/nft/nft/${id}/comments`, pawn.borrower, { content: "Buy my other sunsets!" })).json().data;
    const byStranger = await api("PUT", `/nft/comments/${comment.id}/hidden`, pawn.stranger, { hidden: true });
    expect([byStranger.statusCode, byStranger.json().errorCodes]).toEqual([403, ["nft.comment.not-moderator"]]);
    const hidden = await api("PUT", `/nft/comments/${comment.id}/hidden`, operator, { hidden: true });
    expect(hidden.json().data).toMatchObject({ id: comment.id, hidden: true, mine: false });
    expect((await data(`/nft/nft/${id}/comments`, pawn.stranger)).content).toEqual([]);
    expect((await data(`/nft/nft/${id}/comments`, pawn.borrower)).content).toMatchObject([{ id: comment.id, hidden: true, mine: true }]);
    expect((await data(`/nft/nft/${id}/comments`, operator)).content).toMatchObject([{ id: comment.id, hidden: true }]);
    expect((await api("PUT", `/nft/comments/${comment.id}/hidden`, operator, { hidden: false })).json().data.hidden).toBe(false);
    expect((await data(`/nft/nft/${id}/comments`)).content).toMatchObject([{ id: comment.id }]);
  });

  it("reports NFT collateral, lists it for everyone and its borrower only, and submits it to a package and back", async () => {
    const { borrower, lender, deployment } = pawn.chain;
    const demo = deployment.contracts.DemoNft721!;
    // A DemoNft721 token (whitelisted by the Hub, so a package may accept it) escrowed by the borrower.
    const minted = await nfts.mined(borrower.writeContract({ chain: null, address: demo, ...mintDemoNftCall(borrower.account.address) }));
    const tokenId = BigInt(minted.logs[0]!.topics[3]!);
    await nfts.mined(borrower.writeContract({ chain: null, address: demo, ...approveNftCall(pawn.chain.core.address, tokenId) }));
    const params = { kind: 2, token: demo, tokenId, amount: 1n, loanToken: pawn.chain.token("USDT"), durationQty: 3, durationType: TimeUnit.Month };
    const escrow = await borrower.writeContract({ ...pawn.chain.core, ...createCollateralCall(params) });
    const body = { collection: demo.toLowerCase(), tokenId: tokenId.toString(), txnHash: escrow, name: "My demo NFT" };
    const stolen = await api("POST", "/pawn/collaterals/nfts", pawn.stranger, body);
    expect([stolen.statusCode, stolen.json().errorCodes]).toEqual([403, ["pawn.transaction.wrong-sender"]]);
    const wrong = await api("POST", "/pawn/collaterals/nfts", pawn.borrower, { ...body, tokenId: (tokenId + 1n).toString() });
    expect([wrong.statusCode, wrong.json().errorCodes]).toEqual([422, ["pawn.transaction.wrong-call"]]);
    const reported = await api("POST", "/pawn/collaterals/nfts", pawn.borrower, body);
    expect(reported.statusCode, reported.body).toBe(200);
    const collateral = reported.json().data;
    expect(collateral).toMatchObject({ kind: "ERC721", name: "My demo NFT", status: "OPEN", nft: { tokenId: tokenId.toString(), status: "ON_PAWN", collateralId: collateral.id, collection: { address: demo, soft: false } } });

    expect((await data("/pawn/collaterals/nfts?status=OPEN")).content.map((item: { id: number }) => item.id)).toContain(collateral.id);
    expect((await data("/pawn/collaterals/nfts?assetTypeId=2")).content).toEqual([]);
    expect((await data("/pawn/account/collaterals/nfts", pawn.borrower)).content.map((item: { id: number }) => item.id)).toContain(collateral.id);
    expect((await data("/pawn/account/collaterals/nfts", pawn.stranger)).content).toEqual([]);
    expect((await data(`/pawn/account/collaterals/nfts/${collateral.id}`, pawn.borrower)).id).toBe(collateral.id);
    const strangers = await api("GET", `/pawn/account/collaterals/nfts/${collateral.id}`, pawn.stranger);
    expect([strangers.statusCode, strangers.json().errorCodes]).toEqual([404, ["pawn.collateral.not-found"]]);
    const accepted = (await data("/pawn/collaterals/collections?size=50")).content.map((item: { address: string }) => item.address);
    expect(accepted).toEqual(expect.arrayContaining([collection, demo, deployment.contracts.DemoNft1155]));

    // A SEMI_AUTO package of the lender's accepting the demo collection, linked to a package of the lender's shop.
    const shop = await api("POST", "/pawn/pawn-shop", pawn.lender, { type: "P2P_LENDER", name: "NFT lender", walletAddress: lender.account.address.toLowerCase() });
    expect(shop.statusCode, shop.body).toBe(200);
    const usdt = (amount: string) => parseUnits(amount, 18).toString();
    const draftBody = {
      type: 1, loanToken: "USDT", repaymentToken: "USDT", loanAmountMin: usdt("10"), loanAmountMax: usdt("500"), budget: usdt("1000"),
      collateralAcceptance: ["WBNB"], interestRate: 12, durationFrom: 1, durationTo: 6, durationType: 1, loanToValue: 40, ltvLiquidationThreshold: 75,
    };
    const draft = (await api("POST", "/pawn/crypto-package/create", pawn.lender, draftBody)).json().data;
    const shopContract = { chain: null, address: deployment.contracts.PawnShop! } as const;
    // The draft's terms, on the demo collection.
    const created = await nfts.mined(lender.writeContract({ ...shopContract, ...createPackageCall({ ...draft, collateralAcceptance: [{ address: demo }] }) }));
    const chainPackageId = BigInt(created.logs.find((log) => getAddress(log.address) === deployment.contracts.PawnShop)!.topics[1]!);
    // The package API takes symbols, not collections, yet: link the chain package to the lender's draft directly.
    await pawn.app.database.db.update(packages).set({ chainPackageId, chainPackageTxHash: created.transactionHash, status: "PUBLISHED" }).where(eq(packages.id, draft.id));

    const { timestamp } = await pawn.chain.publicClient.getBlock();
    const submit = await borrower.writeContract({ ...shopContract, ...submitCollateralCall(chainPackageId, BigInt(collateral.id), { minAmount: 0n, expiresAt: timestamp + 86_400n }) });
    const submitted = await api("POST", "/pawn/pawn-shop-package/submit-nft-collateral", pawn.borrower, { txnHash: submit });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ packageId: draft.id, collateralId: collateral.id, status: "PENDING" });
    const requests = await data("/pawn/loan-requests/nft", pawn.lender);
    expect(requests.content).toMatchObject([{ packageId: draft.id, status: "PENDING", collateral: { id: collateral.id }, nft: { tokenId: tokenId.toString() } }]);
    expect((await data("/pawn/loan-requests/nft", pawn.stranger)).content).toEqual([]);

    const reject = await lender.writeContract({ ...shopContract, ...rejectSubmissionCall(BigInt(submitted.json().data.submissionId)) });
    const rejected = await api("POST", "/pawn/pawn-shop-package/rejectLoanRequestNFT", pawn.lender, { txnHash: reject });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.status).toBe("REJECTED");
  });

  it("names an ERC-1155's cheapest open sale and counts them; its owner's copies in no sale, auction or pawn stay listable", async () => {
    const { borrower: creator, lender: collector } = pawn.chain;
    const creatorWallet = creator.account.address;
    const usdt = nfts.tokenOf("USDT");
    const price = (amount: string) => parseUnits(amount, 18);
    const editions = await nfts.createCollection(creator, "ERC1155", "Tides", "TIDE");
    const edition = await nfts.mint1155(creator, editions, creatorWallet, 5n, "ipfs://tide-1", 0n);
    const single = await nfts.mint721(creator, collection, creatorWallet, "ipfs://sun-3", 0n);
    // The cheaper sale first: the newest one is the dearer, which the NFT used to show.
    const cheaper = await nfts.list(creator, editions, edition, 1n, usdt, price("30"));
    const dearer = await nfts.list(creator, editions, edition, 1n, usdt, price("50"));
    await nfts.list(creator, collection, single, 1n, usdt, price("40"));
    await nfts.createAuction(creator, editions, edition, 1n, { start: parseEther("1"), step: parseEther("0.1") });
    await nfts.pawn1155(creator, editions, edition, 1n);
    await pawn.indexed();

    const id = await nftId(edition, editions);
    const onSale = { status: "SALE", price: price("30").toString(), payToken: { address: usdt, symbol: "USDT" }, openSales: 2, listingId: Number(cheaper) };
    expect(await data(`/nft/nft/detail?id=${id}`)).toMatchObject({ ...onSale, listing: { id: Number(cheaper), unitPrice: price("30").toString() } });
    const cheapestFirst = await data(`/nft/nft/get?status=SALE&payToken=USDT&creator=${creatorWallet}&sort=price,asc`);
    expect(cheapestFirst.content.map((item: { id: number }) => item.id).slice(0, 2)).toEqual([id, await nftId(single)]);
    expect(cheapestFirst.content[0]).toMatchObject(onSale);
    const underThirtyFive = await data(`/nft/nft/get?payToken=USDT&priceMax=${price("35")}&creator=${creatorWallet}`);
    expect(underThirtyFive.content.map((item: { id: number }) => item.id)).toEqual([id]);

    // 5 copies held: 1 on each sale, 1 in the auction, 1 in pawn; 1 is still the owner's to list.
    const holding = async () => (await data(`/nft/nft/${id}/customer?walletAddress=${creatorWallet}`)).content;
    expect(await holding()).toEqual([{ walletAddress: creatorWallet, amount: "5", available: "1" }]);
    const listable = async () => (await data(`/nft/nft/nfts/customer?walletAddress=${creatorWallet}&available=true&size=50`)).content as { id: number; amount: string; available: string }[];
    expect((await listable()).find((item) => item.id === id)).toMatchObject({ amount: "5", available: "1", status: "SALE" });
    expect((await listable()).map((item) => item.id)).not.toContain(await nftId(single));

    // The cheapest sold out: the NFT names the other one.
    await nfts.buy(collector, cheaper, 1n, usdt, price("30"));
    await pawn.indexed();
    expect(await data(`/nft/nft/detail?id=${id}`)).toMatchObject({ price: price("50").toString(), openSales: 1, listingId: Number(dearer), listing: { id: Number(dearer) } });
    expect(await holding()).toEqual([{ walletAddress: creatorWallet, amount: "4", available: "1" }]);

    // The last free copy listed: nothing left to list.
    await nfts.list(creator, editions, edition, 1n, usdt, price("60"));
    await pawn.indexed();
    expect(await holding()).toEqual([{ walletAddress: creatorWallet, amount: "4", available: "0" }]);
    expect((await listable()).map((item) => item.id)).not.toContain(id);
    expect((await data(`/nft/nft/detail?id=${id}`)).openSales).toBe(2);
  });

  it("answers what a transaction recorded once indexed, the contracts' fees, and whether the caller holds the Operator role", async () => {
    const creator = pawn.borrower;
    const id = await nftId(auctioned);
    const [created] = (await data(`/nft/nft/${id}/events?type=CREATE`)).content as { txnHash: string }[];
    expect(await data(`/nft/transactions/${created!.txnHash}`, creator)).toEqual({ collections: [], nfts: [id], listings: [], auctions: [] });
    const [auctionEntry] = (await data(`/nft/nft/${id}/events?type=PUT_ON_AUCTION`)).content as { txnHash: string }[];
    expect(await data(`/nft/transactions/${auctionEntry!.txnHash}`, creator)).toMatchObject({ nfts: [id], auctions: [Number(auctionId)] });
    expect((await api("GET", "/nft/transactions/0x1234", creator)).statusCode).toBe(400);
    expect((await api("GET", `/nft/transactions/0x${"ab".repeat(32)}`, creator)).statusCode).toBe(404);

    expect(await data("/nft/fees")).toEqual({ mintFee: parseUnits("10", 18).toString(), feeToken: { address: pawn.chain.token("DFY"), symbol: "DFY" }, marketFeeBps: 250, maxRoyaltyBps: 1000 });
    expect(await data("/nft/account/roles", operator)).toEqual({ operator: true });
    expect(await data("/nft/account/roles", pawn.stranger)).toEqual({ operator: false });
    expect((await api("GET", "/nft/account/roles")).statusCode).toBe(401);
  });

  it("verifies a reported NFT transaction as every reported transaction: the caller's own, to an NFT contract, a registered action", async () => {
    const { borrower } = pawn.chain;
    const id = await nftId(auctioned);
    const [created] = (await data(`/nft/nft/${id}/events?type=CREATE`)).content as { txnHash: string }[];
    const refusal = async (hash: string, user?: TestUser) => {
      const response = await api("GET", `/nft/transactions/${hash}`, user);
      return { status: response.statusCode, codes: response.json().errorCodes as string[] | undefined };
    };
    expect((await refusal(created!.txnHash)).status).toBe(401);
    // Another user cannot pass the creator's transaction off as theirs.
    expect(await refusal(created!.txnHash, pawn.stranger)).toEqual({ status: 403, codes: ["pawn.transaction.wrong-sender"] });
    // The creator's own transactions that are no NFT action: a token approval, a read sent as a transaction to the market.
    const approval = await borrower.writeContract({ chain: null, address: pawn.chain.token("USDT"), ...approveCall(borrower.account.address, 1n) });
    await nfts.mined(Promise.resolve(approval));
    expect(await refusal(approval, pawn.borrower)).toEqual({ status: 422, codes: ["pawn.transaction.wrong-contract"] });
    const market = pawn.chain.deployment.contracts.NftMarket!;
    const read = await borrower.sendTransaction({ chain: null, to: market, data: encodeFunctionData({ abi: nftMarketAbi, functionName: "feeBps" }) });
    await nfts.mined(Promise.resolve(read));
    expect(await refusal(read, pawn.borrower)).toEqual({ status: 422, codes: ["pawn.transaction.wrong-call"] });
  });
});
