import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPublicClient, createTestClient, createWalletClient, http, parseEther, type PublicClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Deployment } from "@openpawn/chain/deployment";
import { refreshDevPrices } from "@openpawn/contracts/deploy";
import { lendingActions } from "@openpawn/api/src/test/lending-actions.ts";
import { devAccounts, keeperDevAccount } from "@openpawn/devchain/dev-accounts";
import { choose, confirmed, confirmInApp, signedInWithWallet } from "./harness/browser-steps.ts";
import { api } from "./harness/create-user.ts";
import { openSession, type E2ESession } from "./harness/session.ts";

/**
 * Peer-to-peer lending in the browser, two people on two pages with their own injected wallets (dev accounts 3
 * and 4, used by no other browser test): the borrower locks collateral, the lender offers, the borrower sees
 * the offer arrive, reads the summary and accepts; both follow the contract while chain time moves, the
 * borrower repays a cycle (and, reopening Repay, is told it is paid), misses three and the keeper liquidates.
 */

const DAY = 24 * 3600;
const WEEK = 7 * DAY;
const [feedOwnerAccount, , , borrowerAccount, lenderAccount] = devAccounts(10);

let borrower: E2ESession;
let borrowerToken: string;
let lender: E2ESession;

const testClient = () => createTestClient({ mode: "anvil", transport: http(inject("rpcUrl")) });
const publicClient = (): PublicClient => createPublicClient({ transport: http(inject("rpcUrl")) });
const signer = (privateKey: `0x${string}`) => createWalletClient({ account: privateKeyToAccount(privateKey), transport: http(inject("rpcUrl")) });

async function passTime(seconds: number): Promise<void> {
  await testClient().increaseTime({ seconds });
  await testClient().mine({ blocks: 1 });
}

beforeAll(async () => {
  [borrower, lender] = await Promise.all([openSession({ accountIndex: 3 }), openSession({ accountIndex: 4 })]);
  borrowerToken = (await signedInWithWallet(borrower, borrowerAccount!.privateKey, "/pawn")).accessToken;
  await signedInWithWallet(lender, lenderAccount!.privateKey, "/pawn/offer");
});
afterAll(async () => {
  await borrower?.close();
  await lender?.close();
});

describe("borrow and lend in the browser", () => {
  it("collateral, offer, acceptance after the summary, a repaid cycle, three missed and the keeper's liquidation", async () => {
    const { page } = borrower;
    // The borrower locks 10 WBNB and asks for USDT over 12 weeks; the form shows what that could borrow.
    await page.getByRole("button", { name: "Create collateral" }).click();
    await choose(page, "Collateral", "WBNB");
    await page.getByLabel("Amount").fill("10");
    await choose(page, "Loan token you want", "USDT");
    await page.getByLabel("Duration").fill("12");
    await page.getByLabel("Name").fill("Browser WBNB");
    await expect.poll(() => page.getByLabel("Borrowing power").textContent()).toMatch(/\$6,000.*3,780 USDT/);
    await page.getByRole("button", { name: "Create collateral" }).click();
    await confirmInApp(page, "Lock this collateral?", "Lock collateral");
    await confirmed(page, "Your collateral is locked and open to offers");
    await page.waitForURL(/\/pawn\/collateral\/\d+$/);
    const collateralId = Number(page.url().split("/").pop());
    await page.getByText("No offer yet.").waitFor();

    // The lender finds it in the market (a fresh look) and sends 1,000 USDT at 12% for 12 weeks, weekly, 75%.
    await lender.page.reload();
    await lender.page.getByRole("link", { name: /Browser WBNB/ }).click();
    await lender.page.getByRole("button", { name: "Send offer" }).click();
    const dialog = lender.page.getByRole("dialog", { name: "Send an offer" });
    await dialog.getByLabel(/^Amount/).fill("1000");
    await dialog.getByLabel("Liquidation threshold (%)").fill("75");
    await dialog.getByLabel("Duration").fill("12");
    await expect.poll(() => dialog.getByLabel("Loan summary").textContent()).toMatch(/Each cycle's interest \(12 cycles\)2\.30136 USDT/);
    await dialog.getByRole("button", { name: "Send on chain" }).click();
    await confirmInApp(lender.page, "Send this offer?", "Send the offer");
    await confirmed(lender.page, "Your offer is sent");

    // The borrower's open page shows the offer without a reload, and the summary before accepting.
    const offerRow = page.getByRole("row").filter({ hasText: "1,000 USDT" });
    await offerRow.getByRole("button", { name: "Accept" }).click();
    const summary = page.getByRole("dialog", { name: /Accept offer #\d+\?/ });
    await expect.poll(() => summary.textContent()).toMatch(/You receive now1,000 USDT.*Interest rate12% a year.*Duration12 weeks/);
    await expect.poll(() => summary.textContent()).toMatch(/Prepaid fee on early principal3%/);
    await expect.poll(() => summary.textContent()).toMatch(/Liquidation price of WBNB\$133\.6\d*/);
    const { systemFee, rateZoom } = await api<{ systemFee: number; rateZoom: number }>(borrower.baseUrl, "/pawn/transaction-fee", { method: "POST", body: {} });
    const feePercent = systemFee / rateZoom;
    await expect.poll(() => summary.textContent()).toContain(`The lender receives ${(10 * (100 - feePercent)) / 100} WBNB${100 - feePercent}% of your collateral`);
    await summary.getByRole("button", { name: "Accept and receive the loan" }).click();
    await confirmed(page, "The loan has started");
    await page.waitForURL(/\/pawn\/contract\/\d+$/);
    const contractPath = new URL(page.url()).pathname;
    await page.getByText("Active", { exact: true }).waitFor();
    await page.getByLabel("Health").getByText(/If WBNB falls 40%: LTV/).waitFor();

    // The lender sees the same contract.
    await lender.page.goto(`${lender.baseUrl}${contractPath}`);
    await lender.page.getByRole("heading", { name: `Contract #${contractPath.split("/").pop()}` }).waitFor();
    await lender.page.getByText("Active", { exact: true }).waitFor();

    // Half a day before the first cycle's due date the borrower's open tab is told the payment is due soon.
    const { dueAt } = await api<{ dueAt: string }>(borrower.baseUrl, `/pawn/my-contract/repayment_information?contractId=${contractPath.split("/").pop()}`, { token: borrowerToken });
    const now = Number((await publicClient().getBlock()).timestamp);
    await passTime(Date.parse(dueAt) / 1000 - now - DAY / 2);
    await page.getByText(/is due soon/).first().waitFor({ timeout: 30_000 });

    // The borrower pays the cycle's interest, approvals included.
    await page.getByRole("button", { name: "Repay" }).click();
    const repay = page.getByRole("dialog", { name: /Repay contract/ });
    await repay.getByText(/You pay 2\.30136 USDT/).waitFor();
    await repay.getByRole("button", { name: "Pay" }).click();
    await confirmed(page, "Your payment is received");
    await page.getByRole("table", { name: "Payments" }).getByText("2.30136 USDT").waitFor();

    // Repay again: the cycle is paid, so paying the contract off is what is offered, quoted at once.
    await page.getByRole("button", { name: "Repay" }).click();
    await repay.getByText(/Cycle 1 is paid/).waitFor();
    expect(await repay.getByRole("radio", { name: "Everything: pay the contract off" }).isChecked()).toBe(true);
    expect(await repay.getByRole("radio", { name: /This cycle's interest and penalty/ }).isDisabled()).toBe(true);
    await repay.getByText(/You pay 1,03\d(\.\d+)? USDT/).waitFor();
    expect(await repay.getByRole("button", { name: "Pay" }).isEnabled()).toBe(true);
    await repay.getByRole("button", { name: "Cancel" }).click();

    // Three cycles pass unpaid after the paid one: the keeper liquidates, both pages show it.
    for (let week = 0; week < 4; week++) await passTime(WEEK);
    await page.getByText("Liquidated: too many late payments", { exact: false }).waitFor({ timeout: 45_000 });
    await lender.page.getByText("Liquidated: too many late payments", { exact: false }).waitFor({ timeout: 45_000 });
    await lender.page.goto(`${lender.baseUrl}/inventory/overview`);
    await lender.page.getByText(/0 running · 0 completed · 1 liquidated/).waitFor();
    await page.goto(`${borrower.baseUrl}/pawn/collateral/${collateralId}`);
    await page.getByText("Liquidated", { exact: true }).first().waitFor();
  });

  it("a price drop warns the borrower, and the lender liquidates on LTV from the contract's page", async () => {
    const { deployment } = await api<{ deployment: Deployment }>(borrower.baseUrl, "/config");
    const actions = lendingActions(publicClient(), deployment);
    const [borrowerWallet, lenderWallet, feedOwner] = [borrowerAccount!, lenderAccount!, feedOwnerAccount!].map((account) => signer(account.privateKey));
    // Weeks have passed in the first test: post fresh prices, as the stack's timer does.
    await refreshDevPrices(feedOwner!, publicClient(), deployment);
    // 3,000 USDT on 10 WBNB at $600, liquidated at 75%; set up on chain as the pages would.
    await actions.approve(borrowerWallet!, "WBNB");
    await actions.approve(lenderWallet!, "USDT");
    const { collateralId } = await actions.createCollateral(borrowerWallet!, { symbol: "WBNB", amount: "10", loanSymbol: "USDT", weeks: 12 });
    const { offerId } = await actions.createOffer(lenderWallet!, collateralId, "USDT", { amount: "3000", weeks: 12, interestPercent: 12, liquidationPercent: 75 });
    await actions.acceptOffer(borrowerWallet!, offerId);
    const contractPath = `/pawn/contract/${offerId}`;
    // The warning reaches the borrower's open page on its notification stream: open before the price falls.
    const borrowerStream = borrower.page.waitForResponse((response) => response.url().includes("/api/user/notify/stream?ticket="));
    await borrower.page.goto(`${borrower.baseUrl}${contractPath}`);
    await borrowerStream;
    await lender.page.goto(`${lender.baseUrl}${contractPath}`);
    await lender.page.getByText("Active", { exact: true }).waitFor({ timeout: 30_000 });

    // At $420 the loan nears its threshold: the borrower's open tab is warned, the health panel shows it.
    await actions.setPrice(feedOwner!, "WBNB", "420");
    await borrower.page.getByText(/LTV is 71\.\d+%, liquidation at 75%/).first().waitFor({ timeout: 30_000 });
    await borrower.page.getByLabel("Health").getByText(/If WBNB falls 20%: LTV \d+\.\d+% — liquidated/).waitFor();

    // The keeper runs out of gas money, so a person is first: at $380 the lender liquidates from the page.
    const keeper = keeperDevAccount().address;
    const keeperBalance = await publicClient().getBalance({ address: keeper });
    await testClient().setBalance({ address: keeper, value: 0n });
    try {
      await actions.setPrice(feedOwner!, "WBNB", "380");
      const health = lender.page.getByLabel("Health");
      await health.getByText("anyone may liquidate this loan now", { exact: false }).waitFor({ timeout: 30_000 });
      await health.getByRole("button", { name: "Liquidate" }).click();
      await confirmInApp(lender.page, /Liquidate contract #\d+\?/, "Liquidate");
      await confirmed(lender.page, "The contract is liquidated");
    } finally {
      await testClient().setBalance({ address: keeper, value: keeperBalance > parseEther("1") ? keeperBalance : parseEther("100") });
    }
    await lender.page.getByText("Liquidated: the LTV reached the liquidation threshold", { exact: false }).waitFor();
    await borrower.page.getByText("Liquidated: the LTV reached the liquidation threshold", { exact: false }).waitFor({ timeout: 30_000 });
  });
});
