import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPublicClient, createWalletClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Deployment } from "@openpawn/chain/deployment";
import { refreshDevPrices } from "@openpawn/contracts/deploy";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import type { Page } from "playwright-core";
import { choose, confirmed, confirmInApp, signedInWithWallet } from "./harness/browser-steps.ts";
import { api, type TestUser } from "./harness/create-user.ts";
import { openSession, type E2ESession } from "./harness/session.ts";

/**
 * Negotiating a loan in the browser (decision 0027), with dev accounts 8 (borrower) and 7 (a P2P lender), whose
 * other browser test only signs them in and moves no money: the lender
 * publishes a Negotiation package; the borrower requests a loan from it with a collateral; two counter-offers go
 * back and forth, each side's open page showing the other's move without a reload; the lender agrees, signs the
 * agreed terms without gas, and the borrower accepts the signed offer: a contract. Then the borrower sends another
 * collateral straight to the lender, who is notified, opens it and sends a signed offer the borrower accepts.
 * Last, the lender uploads a logo for their shop and sets their lending preferences.
 */

const [feedOwner, borrowerKey, lenderKey] = [devAccounts(10)[0], devAccounts(10)[8], devAccounts(10)[7]];
let borrower: E2ESession;
let lender: E2ESession;
let lenderUser: TestUser;
let shopId: number;

/** The borrower locks `amount` WBNB asking for USDT over 4 weeks, named `name`; resolves to its id. */
async function lockCollateral(page: Page, baseUrl: string, name: string, amount: string): Promise<number> {
  await page.goto(`${baseUrl}/pawn`);
  await page.getByRole("button", { name: "Create collateral" }).click();
  await choose(page, "Collateral", "WBNB");
  await page.getByLabel("Amount").fill(amount);
  await choose(page, "Loan token you want", "USDT");
  await page.getByLabel("Duration").fill("4");
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create collateral" }).click();
  await confirmInApp(page, "Lock this collateral?", "Lock collateral");
  await confirmed(page, "Your collateral is locked and open to offers");
  await page.waitForURL(/\/pawn\/collateral\/\d+$/);
  return Number(page.url().split("/").pop());
}

/** Fills the terms dialog's amount and rate, then sends it with `submit`. */
async function proposeIn(page: Page, title: string, amount: string, rate: string, message: string, submit: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByLabel("Rate (% a year)").fill(rate);
  await dialog.getByLabel("Message (optional)").fill(message);
  await dialog.getByRole("button", { name: submit }).click();
}

const story = (page: Page) => page.getByRole("list", { name: "Negotiation" });

beforeAll(async () => {
  const baseUrl = inject("baseUrl");
  const { deployment } = await api<{ deployment: Deployment }>(baseUrl, "/config");
  const transport = http(inject("rpcUrl"));
  await refreshDevPrices(createWalletClient({ account: privateKeyToAccount(feedOwner!.privateKey), transport }), createPublicClient({ transport }), deployment);
  [borrower, lender] = await Promise.all([openSession({ accountIndex: 8 }), openSession({ accountIndex: 7 })]);
  await signedInWithWallet(borrower, borrowerKey!.privateKey, "/pawn");
  lenderUser = await signedInWithWallet(lender, lenderKey!.privateKey, "/pawn");
  // The lender's registration and package are the wizard's and the package dialog's business (lenders.e2e): here, through the API.
  const wallet = lenderUser.walletAddress!;
  const token = lenderUser.accessToken;
  const registered = await api<{ id: number }>(baseUrl, "/pawn/pawn-shop", { method: "POST", token, body: { type: "P2P_LENDER", name: "Patient Lender", walletAddress: wallet } }).catch(async () =>
    // A stack kept from an earlier run: the lender registered then.
    api<{ id: number }>(baseUrl, "/pawn/pawn-shop", { token }),
  );
  shopId = registered.id;
  const usdt = (amount: number) => (BigInt(amount) * 10n ** 18n).toString();
  await api(baseUrl, "/pawn/crypto-package/create-and-publish", {
    method: "POST",
    token,
    body: {
      type: 2,
      message: "Tell me what you need",
      loanToken: "USDT",
      repaymentToken: "USDT",
      loanAmountMin: usdt(100),
      loanAmountMax: usdt(3000),
      budget: usdt(10_000),
      collateralAcceptance: ["WBNB"],
      interestRateMin: 8,
      interestRateMax: 15,
      durationFrom: 1,
      durationTo: 12,
      durationType: 0,
      loanToValue: 50,
      ltvLiquidationThreshold: 75,
    },
  });
});
afterAll(async () => {
  await borrower?.close();
  await lender?.close();
});

describe("A Negotiation package in the browser", () => {
  it("a request goes through two counter-offers and ends in a contract from the signed agreed offer", { timeout: 180_000 }, async () => {
    const { page } = borrower;
    await lockCollateral(page, borrower.baseUrl, "Talk WBNB", "3");

    // The borrower asks the package for 1,000 USDT at 9%.
    await page.goto(`${borrower.baseUrl}/pawn/lender/${shopId}`);
    await page.getByRole("article").filter({ hasText: "Negotiation package" }).getByRole("button", { name: "Request a loan" }).click();
    await page.getByRole("list", { name: "Your collaterals that fit" }).getByRole("button", { name: /Talk WBNB/ }).click();
    await proposeIn(page, "Your request for collateral", "1000", "9", "Four weeks, please", "Send request");
    await page.waitForURL(/\/pawn\/negotiation\/\d+$/);
    const threadPath = new URL(page.url()).pathname;
    await story(page).getByText("Four weeks, please").waitFor();

    // The lender opens it from the requests to them and counters with 800 at 12%.
    await lender.page.goto(`${lender.baseUrl}/inventory/lender-profile/loan-request-detail`);
    await lender.page.getByRole("link", { name: /Collateral #\d+ with/ }).first().click();
    await lender.page.waitForURL(`**${threadPath}`);
    await lender.page.getByRole("button", { name: "Counter-offer" }).click();
    await proposeIn(lender.page, "Your counter-offer", "800", "12", "800 at 12% is what I can do", "Send counter-offer");
    await story(lender.page).getByText("800 at 12% is what I can do").waitFor();

    // The borrower's open page shows it without a reload; they counter with 900 at 11%.
    await story(page).getByText("800 at 12% is what I can do").waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Counter-offer" }).click();
    await proposeIn(page, "Your counter-offer", "900", "11", "Meet me at 900?", "Send counter-offer");

    // The lender agrees, then signs the agreed terms without gas.
    await story(lender.page).getByText("Meet me at 900?").waitFor({ timeout: 20_000 });
    await lender.page.getByRole("button", { name: "Agree to these terms" }).click();
    await lender.page.getByRole("dialog", { name: "Agree to these terms?" }).getByRole("button", { name: "Agree" }).click();
    await lender.page.getByRole("button", { name: "Sign the agreed offer (no gas)" }).click();
    await confirmInApp(lender.page, "Sign this offer?", "Sign the offer");
    await confirmed(lender.page, "Your signed offer is sent: the borrower can accept it");
    await lender.page.getByText("Your signed offer waits for the borrower.").waitFor();

    // The borrower accepts it after the summary: a contract of 900 USDT.
    await page.getByRole("button", { name: "Accept the signed offer" }).click({ timeout: 20_000 });
    const summary = page.getByRole("dialog", { name: /Accept offer #\d+\?/ });
    await expect.poll(() => summary.textContent()).toMatch(/You receive now900 USDT.*Interest rate11% a year.*Duration4 weeks/);
    await summary.getByRole("button", { name: "Accept and receive the loan" }).click();
    await confirmed(page, "The loan has started");
    await page.waitForURL(/\/pawn\/contract\/\d+$/);
    await expect.poll(() => page.locator("main").textContent(), { timeout: 20_000 }).toContain("900 USDT");
    await lender.page.goto(`${lender.baseUrl}${threadPath}`);
    await lender.page.getByText("The agreed offer started a loan.").waitFor();
    expect(await story(lender.page).textContent()).toMatch(/You proposed.*You agreed to the last proposal.*You signed the agreed offer/);
  });
});

describe("A direct request to a P2P lender in the browser", () => {
  it("the lender is notified, opens the collateral and sends a signed offer the borrower accepts", { timeout: 180_000 }, async () => {
    const { page } = borrower;
    const collateralId = await lockCollateral(page, borrower.baseUrl, "Direct WBNB", "2");
    await page.goto(`${borrower.baseUrl}/pawn/lender/${shopId}`);
    await page.getByRole("button", { name: "Send a request" }).click();
    await page.getByRole("list", { name: "Your collaterals that fit" }).getByRole("button", { name: /Direct WBNB/ }).click();
    await proposeIn(page, "Your request for collateral", "500", "10", "Could you lend on this one?", "Send request");
    await page.waitForURL(/\/pawn\/negotiation\/\d+$/);

    // The lender's notification (lender type 3) leads to /pawn/offer/{id}, where the request shows.
    await lender.page.goto(`${lender.baseUrl}/noti`);
    await lender.page.getByText(/New request: collateral #\d+ .* was sent to you\. Make an offer/).first().click({ timeout: 20_000 });
    await lender.page.getByRole("link", { name: "Go to details" }).click();
    await lender.page.waitForURL(`**/pawn/offer/${collateralId}`);
    await lender.page.getByRole("list", { name: "Negotiations" }).getByText(/Last: their proposal/).waitFor();

    // The lender answers with a signed offer of 500 USDT at 10%, without gas.
    await lender.page.getByRole("button", { name: "Send offer" }).click();
    const dialog = lender.page.getByRole("dialog", { name: "Send an offer" });
    await dialog.getByLabel(/^Amount/).fill("500");
    await dialog.getByLabel("Rate (% a year)").fill("10");
    await dialog.getByLabel("Liquidation threshold (%)").fill("75");
    await dialog.getByRole("button", { name: "Sign offer (no gas)" }).click();
    await confirmInApp(lender.page, "Sign this offer?", "Sign the offer");
    await confirmed(lender.page, "Your signed offer is sent: the borrower can accept it");

    // The borrower's collateral page lists it; accepting starts the loan.
    await page.goto(`${borrower.baseUrl}/pawn/collateral/${collateralId}`);
    const signed = page.getByRole("table", { name: "Signed offers" }).getByRole("row").filter({ hasText: "500 USDT" });
    await signed.getByRole("button", { name: "Accept" }).click({ timeout: 20_000 });
    await page.getByRole("dialog", { name: /Accept offer #\d+\?/ }).getByRole("button", { name: "Accept and receive the loan" }).click();
    await confirmed(page, "The loan has started");
    await page.waitForURL(/\/pawn\/contract\/\d+$/);
    await expect.poll(() => page.locator("main").textContent(), { timeout: 20_000 }).toContain("500 USDT");
  });
});

describe("A lender's own shop in the browser", () => {
  it("uploads a logo the public page then shows, and saves the lending preferences", { timeout: 120_000 }, async () => {
    const { page, baseUrl } = lender;
    await page.goto(`${baseUrl}/inventory/shop`);
    await page.getByRole("heading", { name: "Patient Lender" }).waitFor();
    // A 1×1 PNG, typed by its bytes.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    await page.getByLabel("Logo file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await confirmed(page, "Your logo is updated");
    const logo = page.getByRole("img", { name: "Patient Lender logo" });
    await expect.poll(() => logo.getAttribute("src")).toMatch(/^\/api\/user\/uploads\/logos\/shop-\d+-[0-9a-f-]+\.png$/);
    const served = await page.request.get(`${baseUrl}${await logo.getAttribute("src")}`);
    expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/png"]);

    // No preferences yet: accept WBNB as collateral, up to 24 weeks or months.
    await page.getByRole("combobox", { name: "Collateral you accept" }).click();
    await page.getByRole("option", { name: "WBNB" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("textbox", { name: "Longest duration" }).fill("24");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await confirmed(page, "Your lending preferences are saved");
    await page.goto(`${baseUrl}/pawn/lender/${shopId}`);
    await page.getByRole("img", { name: "Patient Lender logo" }).waitFor();
  });
});
