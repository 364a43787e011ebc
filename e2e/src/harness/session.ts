import { inject } from "vitest";
import type { Page } from "playwright-core";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { launchBrowser, type BrowserSession } from "./browser.ts";
import { TestWallet } from "./test-wallet.ts";

export interface E2ESession {
  browser: BrowserSession;
  page: Page;
  wallet: TestWallet;
  baseUrl: string;
  close(): Promise<void>;
}

/** A browser with the injected test wallet (dev account `accountIndex`) on the stack's chain. */
export async function openSession(options: { viewport?: { width: number; height: number }; accountIndex?: number; walletChainId?: number } = {}): Promise<E2ESession> {
  const baseUrl = inject("baseUrl");
  const chainId = inject("chainId");
  const account = devAccounts(10)[options.accountIndex ?? 1];
  if (!account) throw new Error("no such dev account");
  const browser = await launchBrowser(options.viewport);
  const wallet = new TestWallet(account.privateKey, inject("rpcUrl"), options.walletChainId ?? chainId, [chainId]);
  await wallet.install(browser.context);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  wallet.attach(page);
  return { browser, page, wallet, baseUrl, close: () => browser.close() };
}
