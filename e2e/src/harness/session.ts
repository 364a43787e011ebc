import { inject } from "vitest";
import type { Page } from "playwright-core";
import { devAccount } from "@openpawn/devchain/dev-accounts";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { launchBrowser, type BrowserSession } from "./browser.ts";
import { TestWallet } from "./test-wallet.ts";

export interface E2ESession {
  browser: BrowserSession;
  page: Page;
  wallet: TestWallet;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Before any app code, marks the terms as accepted in this browser (localStorage, as a visitor who
 * accepted them would have), so that tests of other areas are not stopped by the terms dialog of the
 * lending pages (docs/decisions/0010-terms-and-profile.md).
 */
const TERMS_ACCEPTED_SCRIPT = `
try {
  if (!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.termsAndConditions)})) {
    localStorage.setItem(${JSON.stringify(STORAGE_KEYS.termsAndConditions)}, "true");
    localStorage.setItem(${JSON.stringify(STORAGE_KEYS.investorType)}, "1");
  }
} catch {}
`;

/**
 * A browser with the injected test wallet (dev account `accountIndex`: any index of the dev mnemonic; anvil funds the
 * first ten, fund others with harness/chain.ts) on the stack's chain.
 * `termsAccepted: false` starts as a first-time visitor who has not accepted the terms (default: accepted).
 */
export async function openSession(
  options: { viewport?: { width: number; height: number }; accountIndex?: number; walletChainId?: number; termsAccepted?: boolean } = {},
): Promise<E2ESession> {
  const baseUrl = inject("baseUrl");
  const chainId = inject("chainId");
  const account = devAccount(options.accountIndex ?? 1);
  const browser = await launchBrowser(options.viewport);
  const wallet = new TestWallet(account.privateKey, inject("rpcUrl"), options.walletChainId ?? chainId, [chainId]);
  await wallet.install(browser.context);
  if (options.termsAccepted !== false) await browser.context.addInitScript({ content: TERMS_ACCEPTED_SCRIPT });
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  wallet.attach(page);
  return { browser, page, wallet, baseUrl, close: () => browser.close() };
}
