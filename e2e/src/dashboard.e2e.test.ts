import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPublicClient, createWalletClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Deployment } from "@openpawn/chain/deployment";
import { refreshDevPrices } from "@openpawn/contracts/deploy";
import { lendingActions } from "@openpawn/api/src/test/lending-actions.ts";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { api } from "./harness/create-user.ts";
import { openSession, type E2ESession } from "./harness/session.ts";

/**
 * The public dashboard in the browser: a contract started on chain (dev accounts 7 and 8 sign it; no browser test
 * sends transactions from them) shows among the recent contracts with its payments, and the volume chart draws it.
 */

const [feedOwnerAccount, borrowerAccount, lenderAccount] = [devAccounts(10)[0], devAccounts(10)[7], devAccounts(10)[8]];
let visitor: E2ESession;

beforeAll(async () => {
  visitor = await openSession({ viewport: { width: 1440, height: 900 } });
});
afterAll(async () => visitor?.close());

describe("the dashboard", () => {
  it("shows a contract started now among the recent ones, its payments, and the volume chart", async () => {
    const baseUrl = inject("baseUrl");
    const transport = http(inject("rpcUrl"));
    const publicClient = createPublicClient({ transport });
    const signer = (privateKey: `0x${string}`) => createWalletClient({ account: privateKeyToAccount(privateKey), transport });
    const { deployment } = await api<{ deployment: Deployment }>(baseUrl, "/config");
    // Other browser tests move the chain's clock by weeks: post fresh prices, as the stack's timer does.
    await refreshDevPrices(signer(feedOwnerAccount!.privateKey), publicClient, deployment);
    const actions = lendingActions(publicClient, deployment);
    const [borrower, lender] = [signer(borrowerAccount!.privateKey), signer(lenderAccount!.privateKey)];
    await actions.approve(borrower, "WBNB");
    await actions.approve(lender, "USDT");
    const { collateralId } = await actions.createCollateral(borrower, { symbol: "WBNB", amount: "2", loanSymbol: "USDT", weeks: 4 });
    const { offerId } = await actions.createOffer(lender, collateralId, "USDT", { amount: "321", weeks: 4, interestPercent: 12, liquidationPercent: 75 });
    await actions.acceptOffer(borrower, offerId);
    const contractId = Number(offerId);
    await expect.poll(() => api(baseUrl, `/pawn/dashboard/recent-contracts/${contractId}`).then(() => true, () => false), { timeout: 30_000 }).toBe(true);

    const { page } = visitor;
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

    // The chart draws today's bar (a bar of some height), and the list by token counts the new loan.
    const bars = page.getByRole("img", { name: "Loan volume per day" }).locator("rect.MuiBarChart-element:not([height='0'])");
    await expect.poll(() => bars.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByRole("list", { name: "Volume by token" }).getByText(/USDT/).first().waitFor();

    // The new contract is the newest; its row opens on its figures and (no) payments.
    const contracts = page.getByRole("region", { name: "Recent contracts" });
    const row = contracts.getByRole("row").filter({ has: page.getByRole("link", { name: `#${contractId}`, exact: true }) });
    await row.getByText("321 USDT").waitFor();
    await row.getByRole("button", { name: `Show the payments of contract #${contractId}` }).click();
    await contracts.getByLabel("Contract figures").getByText(/Cycles paid 0 of 1/).waitFor();
    await contracts.getByText("No payment yet.").waitFor();

    // A search by its number leaves it alone in the list.
    await page.getByRole("textbox", { name: "Search" }).fill(`#${contractId}`);
    await expect.poll(() => contracts.getByRole("link", { name: /^#\d+$/ }).allTextContents(), { timeout: 15_000 }).toEqual([`#${contractId}`]);
  });
});
