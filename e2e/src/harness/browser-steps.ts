import type { Page } from "playwright-core";
import { createWalletUser, openAs, type TestUser } from "./create-user.ts";
import type { E2ESession } from "./session.ts";
import type { TestWallet } from "./test-wallet.ts";

/** Signs the page's account in (wallet login) and connects its injected wallet, as a returning user would. */
export async function signedInWithWallet(session: E2ESession, privateKey: `0x${string}`, path: string): Promise<TestUser> {
  const user = await createWalletUser(session.baseUrl, privateKey);
  await openAs(session.page, session.baseUrl, user, path);
  await session.page.getByRole("button", { name: "Connect" }).click();
  const chooser = session.page.getByRole("dialog", { name: "Wallet integration" });
  await chooser.getByRole("button", { name: /MetaMask/ }).click();
  await chooser.waitFor({ state: "hidden" });
  return user;
}

/** Picks `option` in the select labelled `label`. */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The success dialog of a transaction: its words, then closed. */
export async function confirmed(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole("dialog").filter({ hasText: text });
  await dialog.waitFor({ timeout: 45_000 });
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
}

/**
 * Confirms the money confirmation titled `title` (docs/decisions/0044-money-confirmations.md) with its `button`, once
 * its figures are read (the button is enabled); returns the dialog.
 */
export async function confirmInApp(page: Page, title: string | RegExp, button: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("button", { name: button }).click();
  return dialog;
}

/** How many transactions the page's wallet has been asked to send so far. */
export const sentTransactions = (wallet: TestWallet) => wallet.requests.filter((request) => request.method === "eth_sendTransaction").length;
