import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erc20Abi, formatUnits, parseUnits, type Address } from "viem";
import type { Page } from "playwright-core";
import { encode } from "fast-png";
import { nftMarketAbi } from "@openpawn/chain/generated/abis";
import { devAccount } from "@openpawn/devchain/dev-accounts";
import { formatDateTime, shortenAddress } from "@openpawn/shared/format";
import { choose, confirmed, confirmInApp, sentTransactions, signedInWithWallet } from "./harness/browser-steps.ts";
import { api } from "./harness/create-user.ts";
import { chainNow, deploymentOf, followChainClock, fundDevAccount, passTime, postFreshPrices, publicClient, tokenAddress } from "./harness/chain.ts";
import { openSession, type E2ESession } from "./harness/session.ts";

/**
 * Soft NFTs in the browser (issue 11), with dev accounts no other browser test moves money with: 6 (the creator, who
 * also sells at auction and borrows on an NFT; the accounts test only links it to an e-mail account), 12 (a buyer,
 * bidder and the NFT lender) and 13 (a second buyer and bidder), the last two past the ten anvil funds, so this file
 * gives them gas and USDT; and the deployer (0), which holds the
 * Hub's OPERATOR_ROLE, approves the auction from the operator's page. The pages judge an auction's phase by their
 * own clock: each browser keeps the chain's (harness/chain.ts), as on a real network where both are the wall clock.
 */

const CREATOR = 6;
const BUYER = 12;
const THIRD = 13;
const OPERATOR = 0;
const MINUTE = 60;
const WEEK = 7 * 24 * 3600;
const COLLECTION = { name: "Harbour Sketches", symbol: "HARB" };

let creator: E2ESession;
let buyer: E2ESession;
let third: E2ESession;
let operator: E2ESession;
let usdt: Address;
const address = (index: number) => devAccount(index).address;
const sessions = () => [creator, buyer, third, operator].filter(Boolean);

/** A small PNG of its own colours, made here (a gradient over `hue`). */
function picture(hue: number): Buffer {
  const size = 24;
  const data = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 3;
      data[at] = (hue + x * 9) % 256;
      data[at + 1] = (y * 10) % 256;
      data[at + 2] = (255 - hue + x * y) % 256;
    }
  }
  return Buffer.from(encode({ width: size, height: size, data, channels: 3, depth: 8 }));
}

const usdtOf = (owner: Address) => publicClient().readContract({ address: usdt, abi: erc20Abi, functionName: "balanceOf", args: [owner] });
/** How `owner`'s USDT changed while `action` ran. */
async function usdtChange(owner: Address, action: () => Promise<void>): Promise<bigint> {
  const before = await usdtOf(owner);
  await action();
  return (await usdtOf(owner)) - before;
}

/** "0x1234...abcd" as the pages shorten a wallet, in lower case (the pages may show either case). */
const short = (index: number) => shortenAddress(address(index), 4).toLowerCase();

/**
 * Creates an ERC-721 NFT named `name` on /nft/create with its picture and a 5% royalty, in the creator's collection
 * (started in the New collection dialog the first time); resolves to its id once on /nft-detail/{id}.
 */
async function createNft(session: E2ESession, name: string, image: Buffer): Promise<number> {
  const { page, baseUrl } = session;
  await page.goto(`${baseUrl}/nft/create`);
  const form = page.getByRole("form", { name: "Create NFT" });
  const collections = await api<{ total_elements: number }>(baseUrl, `/nft/collections?creator=${address(CREATOR)}&soft=true`);
  if (collections.total_elements === 0) {
    await page.getByText("You have no collection yet: create one, it is free.").waitFor();
    await page.getByRole("button", { name: "New collection" }).click();
    const dialog = page.getByRole("dialog", { name: "New collection" });
    await choose(page, "Kind", "ERC-721 (single)");
    await dialog.getByLabel(/^Name/).fill(COLLECTION.name);
    await dialog.getByLabel(/^Symbol/).fill(COLLECTION.symbol);
    await dialog.getByRole("button", { name: "Create collection" }).click();
    await confirmed(page, `Collection ${COLLECTION.name} is created`);
    await dialog.waitFor({ state: "hidden" });
  } else {
    await choose(page, "Collection", `${COLLECTION.name} (ERC-721)`);
  }
  await expect.poll(() => form.getByRole("combobox", { name: "Collection" }).textContent()).toContain(`${COLLECTION.name} (ERC-721)`);
  await form.getByLabel("Media file").setInputFiles({ name: `${name}.png`, mimeType: "image/png", buffer: image });
  await form.getByText(`${name}.png`).waitFor();
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel("Royalty (%)").fill("5");
  await form.getByRole("button", { name: "Create NFT" }).click();
  await confirmInApp(page, `Create ${name}?`, "Create NFT");
  await confirmed(page, "Your NFT is created");
  await page.waitForURL(/\/nft-detail\/\d+$/);
  await page.getByRole("heading", { level: 1, name }).waitFor();
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** From the NFT's page, List on market at a fixed price in USDT; resolves to the sale's id. `note` is what the form says the seller receives. */
async function putOnSale(session: E2ESession, nftId: number, price: string, note: string): Promise<number> {
  const { page, baseUrl } = session;
  await page.goto(`${baseUrl}/nft-detail/${nftId}`);
  await page.getByRole("link", { name: "List on market" }).click();
  await page.waitForURL(`**/nft-detail/${nftId}/list-on-market`);
  const form = page.getByRole("form", { name: "Put on sale" });
  await choose(page, "Pay token", "USDT");
  await form.getByLabel(/^Price \(USDT\)/).fill(price);
  await expect.poll(() => form.textContent()).toContain(note);
  await form.getByRole("button", { name: "Put on sale" }).click();
  await confirmInApp(page, "Put this NFT on sale?", "Put on sale");
  await confirmed(page, "Your NFT is on sale");
  await page.waitForURL(/\/nft\/list\/details\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/**
 * Buys a sale with Buy now: its summary says what is paid (nothing on top of the price) and the wallet is asked for
 * nothing before Confirm; then the USDT allowance and the buy; the sale is sold out.
 */
async function buyNow(session: E2ESession, listingId: number, price: string): Promise<void> {
  const { page, baseUrl } = session;
  await page.goto(`${baseUrl}/nft/list/details/${listingId}`);
  const sentBefore = sentTransactions(session.wallet);
  await page.getByRole("button", { name: `Buy now for ${price} USDT` }).click();
  const summary = page.getByRole("dialog", { name: /^Buy .+\?$/ });
  await expect.poll(() => summary.textContent()).toContain(`You pay${price} USDT`);
  const text = await summary.textContent();
  expect(text).toContain("FeesNone on top of the price");
  expect(text).toContain(`Your wallet approves the market for exactly ${price} USDT`);
  expect(sentTransactions(session.wallet)).toBe(sentBefore);
  await summary.getByRole("button", { name: "Buy now" }).click();
  await confirmed(page, "You bought the NFT");
  expect(sentTransactions(session.wallet)).toBeGreaterThan(sentBefore);
  await page.getByText("This sale is sold out.").waitFor({ timeout: 20_000 });
}

/** The NFT's page as `session` sees it, on tab `tab`. */
async function openNftTab(session: E2ESession, nftId: number, tab: "Owner" | "History"): Promise<void> {
  await session.page.goto(`${session.baseUrl}/nft-detail/${nftId}`);
  await session.page.getByRole("tab", { name: tab }).click();
}

/** The History tab's event names, newest first. */
const historyEvents = (page: Page) => page.getByRole("table", { name: "History" }).locator("tbody tr td:first-child").allTextContents();
const owners = async (page: Page) => ((await page.getByRole("list", { name: "Owners" }).textContent()) ?? "").toLowerCase();

/** A chain time as the pages write one (formatDateTime): the browser runs in this machine's time zone, as this process does. */
const pageDate = (seconds: bigint) => formatDateTime(new Date(Number(seconds) * 1000));

const auctionEnd = async (auctionId: number) =>
  (await publicClient().readContract({ address: (await deploymentOf()).contracts.NftMarket!, abi: nftMarketAbi, functionName: "auction", args: [BigInt(auctionId)] })).endAt;

/** Places `amount` USDT on the auction from its place-bid page; lands back on the auction. */
async function bid(session: E2ESession, auctionId: number, amount: string): Promise<void> {
  const { page, baseUrl } = session;
  await page.goto(`${baseUrl}/nft/market/details/place-bid?id=${auctionId}`);
  const form = page.getByRole("form", { name: "Place a bid" });
  await form.getByLabel(/^Your bid \(USDT\)/).fill(amount);
  await form.getByRole("button", { name: "Place bid" }).click();
  await confirmInApp(page, /^Bid on .+\?$/, "Place bid");
  await confirmed(page, "Your bid is placed");
  await page.waitForURL(`**/nft/market/details/${auctionId}`);
}

beforeAll(async () => {
  const deployment = await deploymentOf();
  usdt = tokenAddress(deployment, "USDT");
  await fundDevAccount(BUYER, { USDT: "10000" });
  await fundDevAccount(THIRD, { USDT: "10000" });
  [creator, buyer, third, operator] = await Promise.all([
    openSession({ accountIndex: CREATOR }),
    openSession({ accountIndex: BUYER }),
    openSession({ accountIndex: THIRD }),
    openSession({ accountIndex: OPERATOR }),
  ]);
  // Before the first page loads: other browser tests moved the chain's clock.
  await followChainClock(...sessions());
  await Promise.all([
    signedInWithWallet(creator, devAccount(CREATOR).privateKey, "/nft"),
    signedInWithWallet(buyer, devAccount(BUYER).privateKey, "/nft"),
    signedInWithWallet(third, devAccount(THIRD).privateKey, "/nft"),
    signedInWithWallet(operator, devAccount(OPERATOR).privateKey, "/nft/operator/auctions"),
  ]);
});
afterAll(async () => {
  await Promise.all(sessions().map((session) => session.close()));
  // This file moved the chain's clock by weeks: the files after it find prices as fresh as the stack keeps them.
  await postFreshPrices();
});

describe("NFTs in the browser", () => {
  let firstNft: number;

  it("a creator mints a soft NFT with its picture in a new ERC-721 collection; its page shows it, loaded from /ipfs", { timeout: 90_000 }, async () => {
    // A wallet without a collection: the create page starts one in its New collection dialog.
    expect((await api<{ total_elements: number }>(creator.baseUrl, `/nft/collections?creator=${address(CREATOR)}&soft=true`)).total_elements).toBe(0);
    firstNft = await createNft(creator, "Lantern Harbour", picture(40));
    const { page } = creator;
    const image = page.getByRole("img", { name: "Lantern Harbour", exact: true });
    expect(await image.getAttribute("src")).toMatch(/^\/ipfs\/[A-Za-z0-9]+/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 10_000 }).toBe(24);
    const summary = await page.locator("main").textContent();
    expect(summary).toContain(`${COLLECTION.name} · ERC-721 · soft NFT`);
    expect(summary).toContain("royalty 5% on resale");
    expect(summary).toContain("Not on market");
    await page.getByRole("tab", { name: "Owner" }).click();
    await expect.poll(() => owners(page)).toContain(short(CREATOR));
  });

  it("sold, then resold: the creator's royalty comes out of the resale only, and the history tells both sales", { timeout: 120_000 }, async () => {
    const { marketFeeBps } = await api<{ marketFeeBps: number }>(creator.baseUrl, "/nft/fees");
    const fee = (price: bigint) => (price * BigInt(marketFeeBps)) / 10_000n;
    const [first, resale] = [parseUnits("100", 18), parseUnits("200", 18)];

    // The creator sells it for 100 USDT: no royalty on their own sale.
    const sale = await putOnSale(creator, firstNft, "100", `Market fee ${marketFeeBps / 100}%: you receive ${formatUnits(first - fee(first), 18)} USDT`);
    const creatorFromSale = await usdtChange(address(CREATOR), () => buyNow(buyer, sale, "100"));
    expect(creatorFromSale).toBe(first - fee(first));

    // The buyer resells it for 200 USDT; the form says 5% goes to the creator, and a third wallet buys it.
    const royalty = (resale * 500n) / 10_000n;
    const resaleId = await putOnSale(buyer, firstNft, "200", `Market fee ${marketFeeBps / 100}%, creator royalty 5%: you receive ${formatUnits(resale - fee(resale) - royalty, 18)} USDT`);
    let sellerFromResale = 0n;
    const creatorFromResale = await usdtChange(address(CREATOR), async () => {
      sellerFromResale = await usdtChange(address(BUYER), () => buyNow(third, resaleId, "200"));
    });
    expect(creatorFromResale).toBe(royalty);
    expect(sellerFromResale).toBe(resale - fee(resale) - royalty);

    // The NFT's page: the third wallet owns it; History, newest first, tells its life with the prices.
    await openNftTab(third, firstNft, "Owner");
    await expect.poll(() => owners(third.page)).toContain(short(THIRD));
    expect(await owners(third.page)).not.toContain(short(BUYER));
    await third.page.getByRole("tab", { name: "History" }).click();
    await expect.poll(() => historyEvents(third.page), { timeout: 20_000 }).toEqual(["Buy", "Put on sale", "Buy", "Put on sale", "Create"]);
    const rows = third.page.getByRole("table", { name: "History" }).locator("tbody tr");
    expect(await rows.nth(0).textContent()).toContain("200 USDT");
    expect(await rows.nth(2).textContent()).toContain("100 USDT");
  });

  it("an auction the operator approves, two bidders, a late bid that extends the end, and the winner finishes it", { timeout: 150_000 }, async () => {
    const nftId = await createNft(creator, "Night Ferry", picture(150));
    const { page } = creator;

    // The creator puts it on auction for 12 hours from 5 minutes on (the form's start), at 100 USDT by steps of 10.
    await page.getByRole("link", { name: "List on market" }).click();
    await page.getByRole("tab", { name: "Auction" }).click();
    const form = page.getByRole("form", { name: "Put on auction" });
    await choose(page, "Pay token", "USDT");
    await form.getByLabel(/^Starting price \(USDT\)/).fill("100");
    await form.getByLabel(/^Price step \(USDT\)/).fill("10");
    await choose(page, "Runs for", "12 hours");
    await form.getByRole("button", { name: "Put on auction" }).click();
    await confirmInApp(page, "Put this NFT on auction?", "Put on auction");
    await confirmed(page, "Your auction is created: it opens once an operator approves it");
    await page.waitForURL(/\/nft\/market\/details\/\d+$/);
    const auctionId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByText("Waiting for an operator to approve it; bidding opens after.").waitFor();

    // The operator approves it from the queue.
    await operator.page.goto(`${operator.baseUrl}/nft/operator/auctions`);
    const queued = operator.page.getByRole("table", { name: "Auctions to approve" }).getByRole("row").filter({ has: operator.page.getByRole("link", { name: `#${auctionId}`, exact: true }) });
    await queued.getByRole("button", { name: "Approve" }).click();
    await confirmed(operator.page, "The auction is approved");
    await queued.waitFor({ state: "detached", timeout: 20_000 });
    await page.getByText(/^Bidding opens /).waitFor({ timeout: 20_000 });

    // Bidding opens at its start: the buyer bids 100, the third wallet 120.
    await passTime(6 * MINUTE, ...sessions());
    await bid(buyer, auctionId, "100");
    await buyer.page.getByText("Your bid leads.").waitFor();
    await bid(third, auctionId, "120");
    await third.page.getByText("Your bid leads.").waitFor();
    const end = await auctionEnd(auctionId);
    await page.getByText(`Ends ${pageDate(end)}`).waitFor({ timeout: 20_000 });

    // Five minutes before the end the buyer bids 130: the end moves to 10 minutes after that bid, and the page says so.
    await passTime(Number(end) - (await chainNow()) - 5 * MINUTE, ...sessions());
    await bid(buyer, auctionId, "130");
    const extended = await auctionEnd(auctionId);
    expect(extended).toBeGreaterThan(end);
    const extendedText = `Ends ${pageDate(extended)}`;
    expect(extendedText).not.toBe(`Ends ${pageDate(end)}`);
    await page.getByText(extendedText).waitFor({ timeout: 20_000 });
    await page.getByRole("tab", { name: "Bids" }).click();
    await expect.poll(() => page.getByRole("table", { name: "Bids" }).locator("tbody tr").count(), { timeout: 20_000 }).toBe(3);

    // After the new end the winner finishes it: the NFT is theirs.
    await passTime(Number(extended) - (await chainNow()) + MINUTE, ...sessions());
    await buyer.page.getByText(/^Bidding ended .*: anyone may finish the auction now\./).waitFor({ timeout: 20_000 });
    await buyer.page.getByRole("button", { name: "Finish auction" }).click();
    await confirmInApp(buyer.page, `Finish auction #${auctionId}?`, "Finish auction");
    await confirmed(buyer.page, "The auction is finished");
    await buyer.page.getByText(new RegExp(`^Won by ${shortenAddress(address(BUYER), 4)} for 130 USDT\\.`, "i")).waitFor({ timeout: 20_000 });

    await openNftTab(buyer, nftId, "Owner");
    await expect.poll(() => owners(buyer.page), { timeout: 20_000 }).toContain(short(BUYER));
    await buyer.page.getByRole("tab", { name: "History" }).click();
    await expect.poll(() => historyEvents(buyer.page), { timeout: 20_000 }).toEqual(["Auction win", "Put on auction", "Create"]);
    expect(await buyer.page.getByRole("table", { name: "History" }).locator("tbody tr").first().textContent()).toContain("130 USDT");
  });

  it("an NFT on pawn: an offer without a liquidation threshold, accepted, three payments missed: the lender receives the NFT", { timeout: 150_000 }, async () => {
    // The earlier tests moved the chain's clock: fresh prices, as the stack's timer posts them.
    await postFreshPrices();
    const nftId = await createNft(creator, "Paper Kite", picture(220));
    const { page, baseUrl } = creator;

    // The creator pawns it from its page, asking USDT for 12 weeks.
    await page.getByRole("link", { name: "Put on pawn" }).click();
    await page.waitForURL(`**/put-on-pawn/${nftId}`);
    const pawn = page.getByRole("form", { name: "Put on pawn" });
    await choose(page, "Loan token you want", "USDT");
    await pawn.getByLabel("Duration").fill("12");
    await pawn.getByRole("button", { name: "Put on pawn" }).click();
    await confirmInApp(page, "Put this NFT on pawn?", "Lock the NFT");
    await confirmed(page, "Your NFT is locked and open to offers");
    await page.waitForURL(/\/collateral-nft\/\d+$/);
    const collateralId = Number(new URL(page.url()).pathname.split("/").pop());

    // The lender offers 50 USDT at 12% for 12 weeks, weekly: the form has no liquidation threshold for an NFT.
    const lender = buyer.page;
    await lender.goto(`${baseUrl}/pawn/offer/${collateralId}`);
    await lender.getByRole("button", { name: "Send offer" }).click();
    const dialog = lender.getByRole("dialog", { name: "Send an offer" });
    await dialog.getByLabel(/^Amount/).fill("50");
    expect(await dialog.getByLabel("Rate (% a year)").inputValue()).toBe("12");
    expect(await dialog.getByLabel("Duration").inputValue()).toBe("12");
    expect(await dialog.getByLabel("Liquidation threshold (%)").count()).toBe(0);
    await dialog.getByRole("button", { name: "Send on chain" }).click();
    await confirmInApp(lender, "Send this offer?", "Send the offer");
    await confirmed(lender, "Your offer is sent");

    // The borrower accepts it on the collateral's page, after the summary.
    const offer = page.getByRole("row").filter({ hasText: "50 USDT" });
    await offer.getByRole("button", { name: "Accept" }).click({ timeout: 20_000 });
    const summary = page.getByRole("dialog", { name: /Accept offer #\d+\?/ });
    await expect.poll(() => summary.textContent()).toContain("The lender receives your NFT whole");
    await summary.getByRole("button", { name: "Accept and receive the loan" }).click();
    await confirmed(page, "The loan has started: the principal is in your wallet");
    await page.waitForURL(/\/pawn\/contract\/\d+$/);
    await page.getByText("Active", { exact: true }).waitFor({ timeout: 20_000 });

    // Three weekly payments missed: the keeper settles each cycle late and the third liquidates the loan.
    for (let week = 0; week < 3; week++) await passTime(WEEK, ...sessions());
    await page.getByText("Liquidated: too many late payments. The lender received the NFT.").waitFor({ timeout: 45_000 });

    await openNftTab(buyer, nftId, "Owner");
    await expect.poll(() => owners(buyer.page), { timeout: 20_000 }).toContain(short(BUYER));
    expect(await owners(buyer.page)).not.toContain(short(CREATOR));
    await buyer.page.getByRole("tab", { name: "History" }).click();
    await expect.poll(() => historyEvents(buyer.page), { timeout: 20_000 }).toEqual(["End contract", "Sign contract", "Put on pawn", "Create"]);
  });
});
