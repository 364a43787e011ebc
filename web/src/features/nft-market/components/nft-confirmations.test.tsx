import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mockApi, okReply } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { e18, supportedAsset, USDT } from "../../../test/pawn-fixtures.ts";
import { ARTIST, COLLECTION, COLLECTOR, auctionItem, nftDetail, nftItem, ownersReply } from "../../../test/nft-fixtures.ts";
import { signInWithWallet, signOutWallet } from "../../../test/signed-in-wallet.ts";
import { closeConfirmation, openConfirmation, statementOf, summaryLine } from "../../../test/summary.ts";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";
import { sendTransaction } from "../../../wallet/send-transaction.ts";

// The wallet is not what these tests look at: they take what a page hands to it, and when.
vi.mock("../../../wallet/send-transaction.ts", async (importOriginal) => ({ ...(await importOriginal<object>()), sendTransaction: vi.fn() }));

configure({ asyncUtilTimeout: 20_000 });

const usdtAddress = USDT.address as `0x${string}`;
const MARKET = "0x00000000000000000000000000000000000000d1" as const;
const CONFIG = {
  ...TEST_CONFIG,
  deployment: { ...TEST_CONFIG.deployment, contracts: { NftMarket: MARKET }, tokens: [{ symbol: USDT.symbol, address: usdtAddress, name: "Tether", decimals: 18, priceFeed: usdtAddress }] },
};
const ASSETS = okReply([supportedAsset(USDT, "1")]);
/** A 2.5% market fee and a 10 DFY mint fee. */
const FEES = okReply({ mintFee: e18(10), feeToken: { address: USDT.address, symbol: "DFY" }, marketFeeBps: 250, maxRoyaltyBps: 1000 });
/** Sale 8 by the artist: 4 of 5 copies of "Lantern at dusk" left, at 3 USDT each. */
const LISTING = { id: 8, nftId: 5, seller: ARTIST, collection: COLLECTION.address, tokenId: "3", quantity: "5", remaining: "4", payToken: USDT, unitPrice: e18(3), status: "OPEN", createdAt: "2026-11-20T10:00:00.000Z", updatedAt: "2026-11-21T10:00:00.000Z", txnHash: "0x", nft: nftItem() };

const sent = () => vi.mocked(sendTransaction).mock.calls.length;
const sentCall = () => vi.mocked(sendTransaction).mock.calls[0]![0];

/** The auction page's calls for auction 2 as `auction`, the viewer an operator or not. */
const auctionPage = (auction: object, operator = false) => ({
  "GET /api/nft/market/auctions/2": okReply({ ...auction, latestBids: [], nft: nftItem({ status: "ON_AUCTION", auctionId: 2 }) }),
  "GET /api/nft/market/auctions/2/bids": okReply(pageOf([])),
  "GET /api/nft/account/roles": okReply({ operator }),
  "GET /api/nft/fees": FEES,
});

describe("NFT money actions: the summary before the wallet", { timeout: 60_000 }, () => {
  afterEach(() => {
    cleanup();
    signOutWallet();
    vi.unstubAllGlobals();
    vi.mocked(sendTransaction).mockReset();
  });

  it("buy: the copies, the price of one, what the buyer pays and nothing on top, then the buy with an allowance of exactly that", async () => {
    signInWithWallet(COLLECTOR);
    mockApi({ "GET /api/nft/market/listings/8": okReply(LISTING), "GET /api/nft/nft/5/comments": okReply(pageOf([])) });
    renderRoute("/nft/list/details/8", CONFIG);
    fireEvent.change(await screen.findByLabelText("Quantity"), { target: { value: "2" } });
    const buy = await screen.findByRole("button", { name: /Buy now for 6 USDT/ });

    const dialog = await openConfirmation(() => fireEvent.click(buy), "Buy Lantern at dusk?", sent);
    expect(summaryLine(dialog, "You get").value).toBe("2 × Lantern at dusk");
    expect(summaryLine(dialog, "Price of one").value).toBe("3 USDT");
    expect(summaryLine(dialog, "You pay").value).toBe("6 USDT");
    expect(summaryLine(dialog, "Fees").value).toBe("None on top of the price");
    expect(summaryLine(dialog, "Seller").value).toBe("0x3333...3333");
    expect(statementOf(dialog)).toContain("Your wallet approves the market for exactly 6 USDT");

    fireEvent.click(within(dialog).getByRole("button", { name: "Buy now" }));
    await waitFor(() => expect(sent()).toBe(1));
    expect(sentCall().call).toMatchObject({ address: MARKET, functionName: "buy", args: [8n, 2n] });
    expect(sentCall().allowances).toEqual([{ token: USDT.address, symbol: "USDT", spender: MARKET, amount: BigInt(e18(6)) }]);
  });

  it("cancel sale: the copies left come back to the seller's wallet", async () => {
    signInWithWallet(ARTIST);
    mockApi({ "GET /api/nft/market/listings/8": okReply(LISTING), "GET /api/nft/nft/5/comments": okReply(pageOf([])) });
    renderRoute("/nft/list/details/8", CONFIG);
    const cancel = await screen.findByRole("button", { name: "Cancel sale" });

    const dialog = await openConfirmation(() => fireEvent.click(cancel), "Cancel this sale?", sent, "Keep it");
    expect(summaryLine(dialog, "Back to your wallet").value).toBe("4 × Lantern at dusk");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel sale" }));
    await waitFor(() => expect(sent()).toBe(1));
    expect(sentCall().call).toMatchObject({ functionName: "cancelListing", args: [8n] });
  });

  it("bid: the bid against the least and the buy-out, the market holding it, then the bid; a buy-out says the auction ends at once", async () => {
    signInWithWallet(COLLECTOR);
    mockApi(auctionPage(auctionItem()));
    renderRoute("/nft/market/details/place-bid?id=2", CONFIG);
    const field = await screen.findByLabelText(/Your bid/);
    fireEvent.change(field, { target: { value: "20" } });

    const dialog = await openConfirmation(() => fireEvent.click(screen.getByRole("button", { name: "Place bid" })), "Bid on Lantern at dusk?", sent);
    expect(summaryLine(dialog, "Your bid").value).toBe("20 USDT");
    expect(summaryLine(dialog, "Least bid now").value).toBe("12 USDT");
    expect(summaryLine(dialog, "Buy-out price").value).toBe("50 USDT");
    expect(statementOf(dialog)).toContain("If someone bids more, they come back to your wallet");
    fireEvent.click(within(dialog).getByRole("button", { name: "Place bid" }));
    await waitFor(() => expect(sent()).toBe(1));
    expect(sentCall().call).toMatchObject({ functionName: "bid", args: [2n, BigInt(e18(20))] });
    await closeConfirmation(dialog);

    fireEvent.change(field, { target: { value: "50" } });
    fireEvent.click(await screen.findByRole("button", { name: "Buy out" }));
    const buyOut = await screen.findByRole("dialog", { name: "Buy out Lantern at dusk?" });
    expect(statementOf(buyOut)).toContain("the auction ends at once: the NFT comes to your wallet");
  });

  it("finish auction: the winner, the winning bid and the seller's share after the market fee (no royalty on the creator's own sale)", async () => {
    signInWithWallet(COLLECTOR);
    const ended = auctionItem({ startAt: new Date(Date.now() - 48 * 3_600_000).toISOString(), endAt: new Date(Date.now() - 3_600_000).toISOString() });
    mockApi(auctionPage(ended));
    renderRoute("/nft/market/details/2", CONFIG);
    const finish = await screen.findByRole("button", { name: "Finish auction" });

    const dialog = await openConfirmation(() => fireEvent.click(finish), "Finish auction #2?", sent);
    expect(summaryLine(dialog, "NFT to the winner")).toEqual({ value: "Lantern at dusk", detail: "0x4444...4444" });
    expect(summaryLine(dialog, "Winning bid").value).toBe("11 USDT");
    // 11 less 2.5%.
    await waitFor(() => expect(summaryLine(dialog, "Seller receives").value).toBe("10.725 USDT"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Finish auction" }));
    await waitFor(() => expect(sent()).toBe(1));
    expect(sentCall().call).toMatchObject({ functionName: "finishAuction", args: [2n] });
  });

  it("cancel auction and refuse it: the NFT goes back to the seller", async () => {
    signInWithWallet(ARTIST);
    const pending = auctionItem({ status: "PENDING_APPROVAL", operator: null, highestBid: null, highestBidder: null, bids: 0 });
    mockApi(auctionPage(pending, true));
    renderRoute("/nft/market/details/2", CONFIG);
    const cancel = await screen.findByRole("button", { name: "Cancel auction" });

    const dialog = await openConfirmation(() => fireEvent.click(cancel), "Cancel this auction?", sent, "Keep it");
    expect(summaryLine(dialog, "Back to your wallet").value).toBe("Lantern at dusk");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel auction" }));
    await waitFor(() => expect(sent()).toBe(1));
    expect(sentCall().call).toMatchObject({ functionName: "cancelAuction", args: [2n] });
    await closeConfirmation(dialog, "Keep it");

    const refuse = await openConfirmation(() => fireEvent.click(screen.getByRole("button", { name: "Refuse" })), "Refuse auction #2?", () => sent() - 1);
    expect(summaryLine(refuse, "Back to the seller")).toEqual({ value: "Lantern at dusk", detail: "0x3333...3333" });
    fireEvent.click(within(refuse).getByRole("button", { name: "Refuse" }));
    await waitFor(() => expect(sent()).toBe(2));
    expect(vi.mocked(sendTransaction).mock.calls[1]![0].call).toMatchObject({ functionName: "rejectAuction", args: [2n] });
  });

  it("put on sale and on auction: the price, the market fee and the creator's royalty taken from it, and what the seller receives", async () => {
    signInWithWallet(COLLECTOR);
    mockApi({
      "GET /api/nft/nft/detail": okReply(nftDetail({ status: "NOT_ON_MARKET", price: null, payToken: null, listingId: null })),
      "GET /api/nft/nft/5/customer": ownersReply([{ walletAddress: COLLECTOR, amount: "1" }]),
      "GET /api/pawn/supported-asset": ASSETS,
      "GET /api/nft/fees": FEES,
    });
    renderRoute("/nft-detail/5/list-on-market", CONFIG);
    fireEvent.change(await screen.findByLabelText(/^Price/), { target: { value: "12" } });
    const putOnSale = screen.getByRole("button", { name: "Put on sale" });
    await waitFor(() => expect(putOnSale.hasAttribute("disabled")).toBe(false));

    const sale = await openConfirmation(() => fireEvent.click(putOnSale), "Put this NFT on sale?", sent);
    expect(summaryLine(sale, "Price").value).toBe("12 USDT");
    // 12 × 2.5% and 12 × 5% (the artist's royalty on a resale).
    expect(summaryLine(sale, "Market fee (2.5%)").value).toBe("0.3 USDT");
    expect(summaryLine(sale, "Creator royalty (5%)").value).toBe("0.6 USDT");
    expect(summaryLine(sale, "You receive").value).toBe("11.1 USDT");
    expect(statementOf(sale)).toContain("sends Lantern at dusk into the market's escrow");
    fireEvent.click(within(sale).getByRole("button", { name: "Put on sale" }));
    await waitFor(() => expect(sent()).toBe(1));
    expect(sentCall().call).toMatchObject({ functionName: "list", args: [COLLECTION.address, 3n, 1n, USDT.address, BigInt(e18(12))] });
    expect(sentCall().allowances).toEqual([{ collection: COLLECTION.address, name: "Lotus Lanterns", operator: MARKET }]);
    await closeConfirmation(sale);

    fireEvent.click(screen.getByRole("tab", { name: "Auction" }));
    fireEvent.change(await screen.findByLabelText(/^Starting price/), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText(/^Price step/), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText(/^Buy-out price/), { target: { value: "50" } });
    const auction = await openConfirmation(() => fireEvent.click(screen.getByRole("button", { name: "Put on auction" })), "Put this NFT on auction?", () => sent() - 1);
    expect(summaryLine(auction, "Starting price").value).toBe("10 USDT");
    expect(summaryLine(auction, "Price step").value).toBe("1 USDT");
    expect(summaryLine(auction, "Buy-out price").value).toBe("50 USDT");
    expect(summaryLine(auction, "You receive at the starting price").value).toBe("9.25 USDT");
    fireEvent.click(within(auction).getByRole("button", { name: "Put on auction" }));
    await waitFor(() => expect(sent()).toBe(2));
    expect(vi.mocked(sendTransaction).mock.calls[1]![0].call).toMatchObject({ functionName: "createAuction" });
  });

  it("create NFT: the mint fee, the collection and the royalty; nothing is stored or sent before Confirm", async () => {
    signInWithWallet(ARTIST);
    const collection = { ...COLLECTION, source: "factory", creator: ARTIST, contractUri: null, nfts: 0, createdAt: "2026-11-20T10:00:00.000Z", txnHash: "0x" };
    const calls = mockApi({
      "GET /api/nft/fees": FEES,
      "GET /api/nft/collections": okReply(pageOf([collection])),
      "POST /api/nft/media": okReply({ media: { cid: "bafyimage", uri: "ipfs://bafyimage", gatewayUrl: "/ipfs/bafyimage", mimeType: "image/png", size: 3 } }),
      "POST /api/nft/metadata": okReply({ cid: "bafymeta", uri: "ipfs://bafymeta", gatewayUrl: "/ipfs/bafymeta" }),
    });
    renderRoute("/nft/create", CONFIG);
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Collection" }));
    fireEvent.click(await screen.findByRole("option", { name: /Lotus Lanterns/ }));
    fireEvent.change(screen.getByLabelText("Media file"), { target: { files: [new File(["png"], "lantern.png", { type: "image/png" })] } });
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Lantern" } });
    const create = screen.getByRole("button", { name: "Create NFT" });
    await waitFor(() => expect(create.hasAttribute("disabled")).toBe(false));

    const stored = () => calls.filter((call) => call.method === "POST").length;
    const dialog = await openConfirmation(() => fireEvent.click(create), "Create Lantern?", () => sent() + stored());
    expect(summaryLine(dialog, "Mint fee").value).toBe("10 DFY");
    expect(summaryLine(dialog, "Collection").value).toBe("Lotus Lanterns");
    expect(summaryLine(dialog, "Your royalty on resales").value).toBe("5%");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create NFT" }));
    await waitFor(() => expect(sent()).toBe(1));
    expect(stored()).toBe(2);
    expect(sentCall().call).toMatchObject({ address: COLLECTION.address, functionName: "mint", args: [ARTIST, "ipfs://bafymeta", 500n] });
    expect(sentCall().allowances).toEqual([{ token: USDT.address, symbol: "DFY", spender: COLLECTION.address, amount: BigInt(e18(10)) }]);
  });
});
