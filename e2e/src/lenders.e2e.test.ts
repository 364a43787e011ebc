import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { MESSAGES } from "@openpawn/shared/messages";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { createWalletUser, openAs } from "./harness/create-user.ts";
import { openSession, type E2ESession } from "./harness/session.ts";

/**
 * Becoming a lender in the browser (dev account 5, used by no other browser test): Become a Lender, the shop's
 * information, a first AUTO package, confirm; the wallet publishes the package on chain and the API links it;
 * the packages page shows it published, and the header no longer offers Become a Lender.
 */

const lenderAccount = devAccounts(10)[5];
let session: E2ESession;

async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

beforeAll(async () => {
  session = await openSession({ accountIndex: 5 });
  const user = await createWalletUser(session.baseUrl, lenderAccount!.privateKey);
  await openAs(session.page, session.baseUrl, user, "/pawn");
  await session.page.getByRole("button", { name: "Connect" }).click();
  const chooser = session.page.getByRole("dialog", { name: "Wallet integration" });
  await chooser.getByRole("button", { name: /MetaMask/ }).click();
  await chooser.waitFor({ state: "hidden" });
});
afterAll(async () => session?.close());

describe("Become a Lender in the browser", () => {
  it("registers a pawnshop with a first AUTO package published on chain", { timeout: 120_000 }, async () => {
    const { page } = session;
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: MESSAGES.shell.becomeLender }).click();
    await page.waitForURL("**/pawn/create/pawnshop/step-1");

    // Step 1: the shop. A number that is not Vietnamese is refused with the shared rule's words.
    await page.getByRole("textbox", { name: "Name" }).fill("Browser Pawn");
    await page.getByRole("textbox", { name: "Address" }).fill("12 Hang Bac, Hanoi");
    await choose(page, "Phone country", "Vietnam (+84)");
    await page.getByRole("textbox", { name: "Phone" }).fill("12");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(MESSAGES.pawnShop.invalidPhone).waitFor();
    await page.getByRole("textbox", { name: "Phone" }).fill("+84 912 345 678");
    await page.getByRole("button", { name: "Next" }).click();
    await page.waitForURL("**/pawn/create/pawnshop/step-2");

    // Step 2: an AUTO package lending 100 to 3,000 USDT on WBNB, with a budget of 10,000.
    await choose(page, "Loan token", "USDT");
    await choose(page, "Repayment token", "USDT");
    await page.getByRole("textbox", { name: "Smallest loan" }).fill("100");
    await page.getByRole("textbox", { name: "Largest loan" }).fill("3000");
    await page.getByRole("textbox", { name: "Budget" }).fill("10000");
    await page.getByRole("combobox", { name: "Accepted collateral" }).click();
    await page.getByRole("option", { name: "WBNB" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Next" }).click();
    await page.waitForURL("**/pawn/create/pawnshop/step-3");

    // Step 3: the summary, then the shop registered and the package published by the wallet.
    const summary = page.getByLabel("Package summary");
    await expect.poll(() => summary.textContent()).toContain("100 USDT to 3,000 USDT");
    expect(await summary.textContent()).toContain("Auto");
    await page.getByRole("button", { name: "Register and publish" }).click();
    const success = page.getByRole("dialog").filter({ hasText: "Your package is published" });
    await success.waitFor({ timeout: 45_000 });
    await page.keyboard.press("Escape");
    await page.waitForURL("**/pawn/create/successfully");
    await page.getByRole("heading", { name: "You are a lender now" }).waitFor();

    // The package is on chain and in the lender's list; the header no longer offers Become a Lender.
    await page.getByRole("link", { name: "My loan packages" }).click();
    const card = page.getByRole("article").filter({ hasText: "Auto package" });
    await card.getByText("Published").waitFor();
    expect(await card.textContent()).toContain("10,000 USDT of 10,000 USDT");
    expect(await header.getByRole("button", { name: MESSAGES.shell.becomeLender }).count()).toBe(0);
  });
});
