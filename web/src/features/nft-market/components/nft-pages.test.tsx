import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { errorReply, mockApi, okReply } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { FakeEventSource } from "../../../test/fake-event-source.ts";
import { e18, supportedAsset, USDT } from "../../../test/pawn-fixtures.ts";
import { ARTIST, COLLECTION, COLLECTOR, auctionItem, listingItem, nftDetail, nftItem, ownersReply } from "../../../test/nft-fixtures.ts";
import { signInWithWallet, signOutWallet } from "../../../test/signed-in-wallet.ts";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";
import { closeConfirmation, openConfirmation, summaryLine } from "../../../test/summary.ts";
import { sendTransaction } from "../../../wallet/send-transaction.ts";

// The wallet is not what these tests look at: they take what a page would have it send.
vi.mock("../../../wallet/send-transaction.ts", async (importOriginal) => ({ ...(await importOriginal<object>()), sendTransaction: vi.fn() }));

// The first render of a lazily loaded page pays for its modules: generous on a busy two-core runner.
configure({ asyncUtilTimeout: 20_000 });

/** The deployment lists USDT, which the Hub lends (the market's pay tokens). */
const usdtAddress = USDT.address as `0x${string}`;
const WITH_USDT = { ...TEST_CONFIG, deployment: { ...TEST_CONFIG.deployment, tokens: [{ symbol: USDT.symbol, address: usdtAddress, name: "Tether", decimals: 18, priceFeed: usdtAddress }] } };
const MARKET = "0x00000000000000000000000000000000000000d1" as const;
const WITH_MARKET = { ...WITH_USDT, deployment: { ...WITH_USDT.deployment, contracts: { NftMarket: MARKET } } };
const ASSETS = okReply([supportedAsset(USDT, "1")]);

describe("NFT pages", { timeout: 60_000 }, () => {
  afterEach(() => {
    cleanup();
    signOutWallet();
    vi.unstubAllGlobals();
    vi.mocked(sendTransaction).mockReset();
  });

  it("shows the market's live auctions and sales with their prices and tokens, and its collections", async () => {
    const auctioned = nftItem({ id: 6, name: "Harbor at dawn", status: "ON_AUCTION", listingId: null, auctionId: 2, price: e18(11) });
    mockApi({
      "GET /api/nft/nft/get": (call) => okReply(pageOf(call.query.get("status") === "ON_AUCTION" ? [auctioned] : [nftItem()])),
      "GET /api/nft/collections": okReply(pageOf([{ ...COLLECTION, source: "factory", creator: ARTIST, contractUri: null, nfts: 4, createdAt: "2026-11-20T10:00:00.000Z", txnHash: "0x" }])),
    });
    renderRoute("/nft");
    const auctions = await screen.findByRole("region", { name: "Live auctions" });
    const card = await within(auctions).findByRole("link", { name: /Harbor at dawn/ });
    expect(card.getAttribute("href")).toBe("/nft/market/details/2");
    expect(within(card).getByText("11 USDT")).toBeTruthy();
    const sales = screen.getByRole("region", { name: "On sale" });
    expect((await within(sales).findByRole("link", { name: /Lantern at dusk/ })).getAttribute("href")).toBe("/nft/list/details/8");
    expect(await screen.findByText("ERC-721 · 4 NFTs")).toBeTruthy();
  });

  it("shows an Operator the way to the auctions waiting for approval, and nobody else", async () => {
    signInWithWallet(COLLECTOR);
    let operator = true;
    const calls = mockApi({ "GET /api/nft/nft/get": okReply(pageOf([])), "GET /api/nft/collections": okReply(pageOf([])), "GET /api/nft/account/roles": () => okReply({ operator }) });
    renderRoute("/nft");
    expect((await screen.findByRole("link", { name: "Auctions to approve" })).getAttribute("href")).toBe("/nft/operator/auctions");
    cleanup();
    operator = false;
    signOutWallet();
    signInWithWallet(ARTIST);
    renderRoute("/nft");
    await vi.waitFor(() => expect(calls.filter((call) => call.path === "/api/nft/account/roles")).toHaveLength(2), { timeout: 10_000 });
    await screen.findByText("No auction is running right now.");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("link", { name: "Auctions to approve" })).toBeNull();
  });

  it("sends the search's filters with prices in base units, says when nothing matches, and retries after an error", async () => {
    const calls = mockApi({ "GET /api/nft/nft/get": okReply(pageOf([])), "GET /api/pawn/supported-asset": ASSETS });
    renderRoute(`/nft/search?status=SALE&payToken=${USDT.address}&priceMin=1.5&sort=price,asc`, WITH_USDT);
    expect(await screen.findByText("No NFT matches these filters.")).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((call) => call.path === "/api/nft/nft/get").at(-1)?.query.get("priceMin")).toBe("1500000000000000000"), { timeout: 10_000 });
    const search = calls.filter((call) => call.path === "/api/nft/nft/get").at(-1);
    expect(search?.query.get("status")).toBe("SALE");
    expect(search?.query.get("priceMin")).toBe("1500000000000000000");
    expect(search?.query.get("sort")).toBe("price,asc");
    cleanup();
    vi.unstubAllGlobals();

    let fail = true;
    mockApi({ "GET /api/nft/nft/get": () => (fail ? errorReply(503, "down") : okReply(pageOf([nftItem()]))), "GET /api/pawn/supported-asset": ASSETS });
    renderRoute("/nft/search");
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("link", { name: /Lantern at dusk/ })).toBeTruthy();
  });

  it("shows an NFT with its tabs; its holder may list or pawn it, and the history reads the spec's entry types", async () => {
    signInWithWallet(ARTIST);
    mockApi({
      "GET /api/nft/nft/detail": okReply(nftDetail({ status: "NOT_ON_MARKET", price: null, payToken: null, listingId: null })),
      "GET /api/nft/nft/5/customer": ownersReply([{ walletAddress: ARTIST, amount: "1" }]),
      "GET /api/nft/nft/5/events": okReply(pageOf([{ type: "CREATE", fromWallet: null, toWallet: ARTIST, quantity: "1", payToken: null, price: null, listingId: null, auctionId: null, collateralId: null, contractId: null, at: "2026-11-20T10:00:00.000Z", txnHash: `0x${"12".repeat(32)}` }])),
    });
    renderRoute("/nft-detail/5");
    expect(await screen.findByRole("heading", { level: 1, name: "Lantern at dusk" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: "List on market" })).getAttribute("href")).toBe("/nft-detail/5/list-on-market");
    expect(screen.getByRole("link", { name: "Put on pawn" }).getAttribute("href")).toBe("/put-on-pawn/5");
    expect(screen.getByText(/royalty 5% on resale/)).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "History" }));
    const history = await screen.findByRole("table", { name: "History" });
    expect(within(history).getByText("Create")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Evaluation" }));
    expect(screen.getByText(/A soft NFT is not appraised/)).toBeTruthy();
  });

  it("shows an NFT with several open sales at its cheapest, says how many, and leads to the cheapest", async () => {
    const editions = { ...COLLECTION, kind: "ERC1155" as const };
    const severalSales = { collection: editions, supply: "5", price: e18(30), openSales: 3, listingId: 9 };
    mockApi({
      "GET /api/nft/nft/get": okReply(pageOf([nftItem(severalSales)])),
      "GET /api/nft/collections": okReply(pageOf([])),
      "GET /api/nft/nft/detail": okReply(nftDetail({ ...severalSales, listing: listingItem({ id: 9, unitPrice: e18(30) }) })),
    });
    renderRoute("/nft");
    const card = await within(await screen.findByRole("region", { name: "On sale" })).findByRole("link", { name: /Lantern at dusk/ });
    expect(card.getAttribute("href")).toBe("/nft/list/details/9");
    expect(within(card).getByLabelText("Lowest price").textContent).toBe("From 30 USDT");
    expect(within(card).getByText("3 open sales")).toBeTruthy();
    cleanup();

    renderRoute("/nft-detail/5");
    expect(await screen.findByText("the cheapest of 3 open sales")).toBeTruthy();
    expect(screen.getByText(/^From/).textContent).toBe("From 30 USDT");
    expect(screen.getByRole("link", { name: "View cheapest sale" }).getAttribute("href")).toBe("/nft/list/details/9");
  });

  it("offers to list only the copies its holder has in no sale, auction or pawn", async () => {
    signInWithWallet(ARTIST);
    const editions = { ...COLLECTION, kind: "ERC1155" as const };
    let holding = { walletAddress: ARTIST, amount: "3", available: "0" };
    mockApi({
      "GET /api/nft/nft/detail": okReply(nftDetail({ collection: editions, supply: "3" })),
      "GET /api/nft/nft/5/customer": () => ownersReply([holding])({ query: new URLSearchParams({ walletAddress: ARTIST }) }),
      "GET /api/nft/fees": okReply({ mintFee: e18(10), feeToken: { address: USDT.address, symbol: "DFY" }, marketFeeBps: 250, maxRoyaltyBps: 1000 }),
      "GET /api/pawn/supported-asset": ASSETS,
    });
    renderRoute("/nft-detail/5");
    expect(await screen.findByText("You hold 3: 0 not on sale, on auction or in pawn.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "List on market" })).toBeNull();
    cleanup();

    holding = { ...holding, available: "1" };
    renderRoute("/nft-detail/5");
    expect(await screen.findByText("You hold 3: 1 not on sale, on auction or in pawn.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "List on market" }).getAttribute("href")).toBe("/nft-detail/5/list-on-market");
    cleanup();

    renderRoute("/nft-detail/5/list-on-market", WITH_USDT);
    expect(await screen.findByText("You hold 3, 1 not on the market")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "2" } });
    expect(await screen.findByText("Quantity from 1 to 1.")).toBeTruthy();
  });

  it("puts on the market what the wallet holds off it, an ERC-1155 partly on sale included, and says when there is none", async () => {
    signInWithWallet(ARTIST);
    const partlyOnSale = { ...nftItem({ collection: { ...COLLECTION, kind: "ERC1155" }, status: "SALE" }), walletAddress: ARTIST, amount: "3", available: "1" };
    let held = [partlyOnSale];
    const calls = mockApi({ "GET /api/nft/nft/nfts/customer": () => okReply(pageOf(held)) });
    renderRoute("/nft/put-on-market");
    const card = await screen.findByRole("link", { name: /Lantern at dusk/ });
    expect(card.getAttribute("href")).toBe("/nft-detail/5/list-on-market");
    expect(within(card).getByText("3 held, 1 off the market")).toBeTruthy();
    const asked = calls.find((call) => call.path === "/api/nft/nft/nfts/customer");
    expect([asked?.query.get("available"), asked?.query.get("status")]).toEqual(["true", null]);
    cleanup();

    held = [];
    renderRoute("/nft/put-on-market");
    expect(await screen.findByText("You hold no NFT off the market: create one first.")).toBeTruthy();
  });

  it("does not offer a stranger to list someone else's NFT, and says so for an NFT that does not exist", async () => {
    signInWithWallet(COLLECTOR);
    mockApi({ "GET /api/nft/nft/detail": okReply(nftDetail({ status: "NOT_ON_MARKET" })), "GET /api/nft/nft/5/customer": ownersReply([{ walletAddress: ARTIST, amount: "1" }]) });
    renderRoute("/nft-detail/5");
    await screen.findByRole("heading", { level: 1, name: "Lantern at dusk" });
    await screen.findByText(/1 owner/);
    expect(screen.queryByRole("link", { name: "List on market" })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    mockApi({ "GET /api/nft/nft/detail": errorReply(404, "NFT not found") });
    renderRoute("/nft-detail/99");
    expect(await screen.findByText("This NFT does not exist.")).toBeTruthy();
  });

  it("shows a running auction's highest bid and the way to bid; a bidder's page asks at least the next bid", async () => {
    signInWithWallet(ARTIST);
    const auction = { ...auctionItem(), latestBids: [], nft: nftItem({ status: "ON_AUCTION", auctionId: 2 }) };
    mockApi({
      "GET /api/nft/market/auctions/2": okReply(auction),
      "GET /api/nft/market/auctions/2/bids": okReply(pageOf([{ auctionId: 2, nftId: 5, bidder: COLLECTOR, amount: e18(11), previousBidder: null, previousAmount: "0", endAt: auction.endAt, at: auction.startAt, txnHash: `0x${"34".repeat(32)}` }])),
      "GET /api/nft/account/roles": okReply({ operator: false }),
    });
    renderRoute("/nft/market/details/2");
    expect(await screen.findByText(/Highest bid/)).toBeTruthy();
    expect(screen.getByText(/A new highest bidder in the last 10 minutes extends it by 10 minutes, up to 8 days from its start/)).toBeTruthy();
    // The seller does not bid on their own auction.
    expect(screen.queryByRole("link", { name: "Place a bid" })).toBeNull();
    expect(await screen.findByRole("table", { name: "Bids" })).toBeTruthy();
    cleanup();

    signInWithWallet(COLLECTOR);
    renderRoute("/nft/market/details/place-bid?id=2");
    const field = await screen.findByLabelText(/Your bid/);
    expect((field as HTMLInputElement).value).toBe("12");
    fireEvent.change(field, { target: { value: "11.5" } });
    expect(await screen.findByText("Below the least the next bid must be")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Place bid" }).hasAttribute("disabled")).toBe(true);
    fireEvent.change(field, { target: { value: "50" } });
    expect(await screen.findByRole("button", { name: "Buy out" })).toBeTruthy();
  });

  it("shows another bidder's bid the moment the index says the auction changed, without asking every few seconds", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    signInWithWallet(COLLECTOR);
    let auction = { ...auctionItem(), latestBids: [], nft: nftItem({ status: "ON_AUCTION", auctionId: 2 }) };
    const calls = mockApi({
      "GET /api/nft/market/auctions/2": () => okReply(auction),
      "GET /api/nft/market/auctions/2/bids": okReply(pageOf([])),
      "GET /api/nft/account/roles": okReply({ operator: false }),
    });
    renderRoute("/nft/market/details/2");
    expect(await screen.findByText(/Highest bid/)).toBeTruthy();
    await vi.waitFor(() => expect(FakeEventSource.live().map((source) => source.url)).toEqual(["/api/live?topics=auction:2"]));
    const reads = () => calls.filter((call) => call.path === "/api/nft/market/auctions/2").length;
    const before = reads();
    auction = { ...auction, highestBid: e18(40), highestBidder: ARTIST, bids: 1 };
    FakeEventSource.live()[0]?.changed("auction:2");
    expect(await screen.findByText(/40 USDT/)).toBeTruthy();
    expect(reads()).toBe(before + 1);
    FakeEventSource.opened = [];
  });

  it("lets an operator approve a pending auction, and its seller cancel it", async () => {
    signInWithWallet(ARTIST);
    const pending = { ...auctionItem({ status: "PENDING_APPROVAL", operator: null, highestBid: null, highestBidder: null, bids: 0 }), latestBids: [], nft: nftItem() };
    mockApi({
      "GET /api/nft/market/auctions/2": okReply(pending),
      "GET /api/nft/market/auctions/2/bids": okReply(pageOf([])),
      "GET /api/nft/account/roles": okReply({ operator: true }),
    });
    renderRoute("/nft/market/details/2");
    expect(await screen.findByText(/Waiting for an operator to approve it/)).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Approve" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel auction" })).toBeTruthy();
  });

  it("prices a quantity of an ERC-1155 sale for the buyer, and offers its seller only Cancel sale", async () => {
    signInWithWallet(COLLECTOR);
    const listing = { id: 8, nftId: 5, seller: ARTIST, collection: COLLECTION.address, tokenId: "3", quantity: "5", remaining: "4", payToken: USDT, unitPrice: e18(3), status: "OPEN", createdAt: "2026-11-20T10:00:00.000Z", updatedAt: "2026-11-21T10:00:00.000Z", txnHash: "0x", nft: nftItem() };
    mockApi({ "GET /api/nft/market/listings/8": okReply(listing), "GET /api/nft/nft/5/comments": okReply(pageOf([])) });
    renderRoute("/nft/list/details/8");
    fireEvent.change(await screen.findByLabelText("Quantity"), { target: { value: "2" } });
    expect(await screen.findByRole("button", { name: /Buy now for 6 USDT/ })).toBeTruthy();
    cleanup();

    signInWithWallet(ARTIST);
    renderRoute("/nft/list/details/8");
    expect(await screen.findByRole("button", { name: "Cancel sale" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Buy now/ })).toBeNull();
  });

  it("lets a comment's author edit and delete it, and sends a new comment", async () => {
    signInWithWallet(COLLECTOR);
    const comment = (id: number, mine: boolean, content: string) => ({ id, nftId: 5, content, hidden: false, author: { userId: id, name: mine ? "Me" : "Someone", avatar: null, walletAddress: null }, mine, createdAt: "2026-11-21T10:00:00.000Z", editedAt: null });
    const listing = { id: 8, nftId: 5, seller: ARTIST, collection: COLLECTION.address, tokenId: "3", quantity: "1", remaining: "1", payToken: USDT, unitPrice: e18(3), status: "OPEN", createdAt: "2026-11-20T10:00:00.000Z", updatedAt: "2026-11-21T10:00:00.000Z", txnHash: "0x", nft: nftItem() };
    const calls = mockApi({
      "GET /api/nft/market/listings/8": okReply(listing),
      "GET /api/nft/nft/5/comments": okReply(pageOf([comment(1, true, "Lovely light"), comment(2, false, "Wow")])),
      "POST /api/nft/nft/5/comments": okReply(comment(3, true, "Bought one")),
    });
    renderRoute("/nft/list/details/8");
    const comments = await screen.findByRole("list", { name: "Comments" });
    const mine = within(comments).getByText("Lovely light").closest("li") as HTMLElement;
    expect(within(mine).getByRole("button", { name: "Edit" })).toBeTruthy();
    const theirs = within(comments).getByText("Wow").closest("li") as HTMLElement;
    expect(within(theirs).queryByRole("button", { name: "Edit" })).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: "Write a comment" }), { target: { value: "Bought one" } });
    fireEvent.click(screen.getByRole("button", { name: "Comment" }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST" && (call.body as { content?: string }).content === "Bought one")).toBe(true), { timeout: 10_000 });
  });

  it("lists a wallet's NFTs 12 a page from the address bar, and asks a visitor to log in for their own", async () => {
    const calls = mockApi({ "GET /api/nft/nft/nfts/customer": okReply(pageOf([{ ...nftItem(), walletAddress: COLLECTOR, amount: "1", available: "1" }])) });
    renderRoute(`/inventory/nft-list?walletAddress=${COLLECTOR}&page=0&size=12`);
    expect((await screen.findByRole("link", { name: /Lantern at dusk/ })).getAttribute("href")).toBe("/nft-detail/5");
    const list = calls.find((call) => call.path === "/api/nft/nft/nfts/customer");
    expect(list?.query.get("walletAddress")).toBe(COLLECTOR);
    expect(list?.query.get("size")).toBe("12");
    cleanup();

    renderRoute("/inventory/my-nft/nft-list");
    expect(await screen.findByText("Log in to see your NFTs.")).toBeTruthy();
  });

  it("shows the payments the market holds above the bids, each withdrawn by the wallet it is for, and hides them when there is none", async () => {
    signInWithWallet(COLLECTOR);
    let credits = [
      { walletAddress: COLLECTOR, token: USDT, amount: e18(11) },
      { walletAddress: ARTIST, token: USDT, amount: e18(2) },
    ];
    const calls = mockApi({ "GET /api/nft/account/bids": okReply(pageOf([])), "GET /api/nft/account/credits": () => okReply(credits) });
    renderRoute("/inventory/my-nft/bidding-list", WITH_MARKET);
    const payments = await screen.findByRole("region", { name: "Payments waiting for you" });
    const mine = within(payments).getByText("11 USDT").closest("tr") as HTMLElement;
    const dialog = await openConfirmation(() => fireEvent.click(within(mine).getByRole("button", { name: "Withdraw" })), "Withdraw this payment?", () => vi.mocked(sendTransaction).mock.calls.length);
    expect(summaryLine(dialog, "You receive").value).toBe("11 USDT");
    expect(summaryLine(dialog, "To").value).toBe("Your wallet 0x4444...4444");
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await closeConfirmation(dialog);
    expect(vi.mocked(sendTransaction).mock.calls[0]![0].call).toMatchObject({ address: MARKET, functionName: "withdraw", args: [USDT.address, COLLECTOR] });
    // Another wallet of the user's: withdraw pays its caller, so that wallet must be the connected one.
    const theirs = within(payments).getByText("2 USDT").closest("tr") as HTMLElement;
    expect(within(theirs).queryByRole("button", { name: "Withdraw" })).toBeNull();
    expect(within(theirs).getByText("Connect 0x3333...3333 to withdraw")).toBeTruthy();
    cleanup();

    credits = [];
    const asked = calls.filter((call) => call.path === "/api/nft/account/credits").length;
    renderRoute("/inventory/my-nft/bidding-list", WITH_MARKET);
    expect(await screen.findByText("You have not bid on any auction yet.")).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((call) => call.path === "/api/nft/account/credits").length).toBeGreaterThan(asked), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("region", { name: "Payments waiting for you" })).toBeNull();
  });

  it("refuses a file the storage would refuse before uploading it", async () => {
    signInWithWallet(ARTIST);
    mockApi({
      "GET /api/nft/fees": okReply({ mintFee: e18(10), feeToken: { address: USDT.address, symbol: "DFY" }, marketFeeBps: 250, maxRoyaltyBps: 1000 }),
      "GET /api/nft/collections": okReply(pageOf([])),
    });
    renderRoute("/nft/create");
    expect(await screen.findByText(/10 DFY/)).toBeTruthy();
    const input = screen.getByLabelText("Media file");
    fireEvent.change(input, { target: { files: [new File(["<svg/>"], "x.svg", { type: "image/svg+xml" })] } });
    expect(await screen.findByText("unsupported file type")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create NFT" }).hasAttribute("disabled")).toBe(true);
    expect(await screen.findByText("You have no collection yet: create one, it is free.")).toBeTruthy();
  });
});
