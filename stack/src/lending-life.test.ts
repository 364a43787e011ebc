import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, createTestClient, createWalletClient, http, type PublicClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { refreshDevPrices } from "@openpawn/contracts/deploy";
import type { DevAccount } from "@openpawn/devchain/dev-accounts";
import { ApiClient, signInWithWallet } from "@openpawn/api/src/test/api-client.ts";
import type { TestStream } from "@openpawn/api/src/test/event-stream.ts";
import { lendingActions, type LendingActions, type Signer } from "@openpawn/api/src/test/lending-actions.ts";
import type { RunningStack } from "./stack.ts";
import { testStacks } from "./test/test-stacks.ts";

/**
 * The lending protocol's life proven over HTTP on the real stack (`npm start`'s anvil, deployment and API
 * process with its indexer, keeper and watcher, on embedded PostgreSQL): two dev wallets sign in to their
 * own accounts with the wallet login, act on chain as the web app has them sign, and every effect is read
 * back through the API: the pawn routes and each side's notifications, the borrower's also live on an open
 * notification stream. Dev accounts 3 (borrower) and 4 (lender) hold seed tokens and nothing of the demo.
 */

const WEEK = 7 * 24 * 3600;
const TX = { welcome: 103, collateralCreated: 1, offer: 5, contractGenerated: 10, periodPaid: 16, late: 28, liquidated: 21, ltvNear: 19 };

interface NotificationItem {
  id: number;
  tx_type: number;
  user_type: number;
  meta_data: string;
  title: string;
  link: string | null;
}
type Meta = Record<string, Record<string, unknown> | undefined>;
const metaOf = (item: NotificationItem) => JSON.parse(item.meta_data) as Meta;

const stacks = testStacks();
let stack: RunningStack;
let dataDir: string;
let publicClient: PublicClient;
let actions: LendingActions;
let wallets: { borrower: Signer; lender: Signer; feedOwner: Signer };
let borrower: ApiClient;
let lender: ApiClient;
let market: ApiClient;
let borrowerStream: TestStream;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-lending-life-"));
  stack = await stacks.start(dataDir, {
    // The test posts prices itself (as the feeds' owner): a background re-post would race its nonces.
    priceRefreshMs: 24 * 3600 * 1000,
  });
  const transport = http(stack.rpcUrl);
  publicClient = createPublicClient({ transport });
  const signer = (account: DevAccount | undefined) => createWalletClient({ account: privateKeyToAccount(account!.privateKey), transport });
  wallets = { borrower: signer(stack.accounts[3]), lender: signer(stack.accounts[4]), feedOwner: signer(stack.accounts[0]) };
  actions = lendingActions(publicClient, stack.deployment);
  await actions.approve(wallets.borrower, "WBNB");
  await actions.approve(wallets.borrower, "USDT");
  await actions.approve(wallets.lender, "USDT");
  [borrower, lender] = await Promise.all([signInWithWallet(stack.url, wallets.borrower.account), signInWithWallet(stack.url, wallets.lender.account)]);
  market = new ApiClient(stack.url);
  borrowerStream = await borrower.openNotifications();
  await borrowerStream.next("counts");
});
afterAll(async () => {
  borrowerStream?.close();
  await stacks.stopAll();
  await rm(dataDir, { recursive: true, force: true });
});

/** The account's notifications, oldest first, as GET /user/notify lists them. */
async function notificationsOf(client: ApiClient): Promise<NotificationItem[]> {
  const page = await client.get<{ content: NotificationItem[] }>("/user/notify?size=100");
  return page.content.toReversed();
}

/** Waits until the account has been told `txType` about something `about` picks out of the meta data. */
async function told(client: ApiClient, txType: number, about: (meta: Meta) => boolean): Promise<NotificationItem> {
  return vi.waitFor(
    async () => {
      const found = (await notificationsOf(client)).find((item) => item.tx_type === txType && about(metaOf(item)));
      if (!found) throw new Error(`no notification ${txType} yet`);
      return found;
    },
    { timeout: 30_000, interval: 100 },
  );
}
const aboutContract = (loanId: bigint) => (meta: Meta) => meta.contract?.idContract === String(loanId);

/** Retries an API read until the index has caught up with the chain (a 404 until then). */
const indexed = <T>(read: () => Promise<T>) => vi.waitFor(read, { timeout: 30_000, interval: 100 });

/** A loan as the API shows it: through its collateral (public) and its offer (its lender's). */
async function loanSeenThroughApi(collateralId: bigint, offerId: bigint) {
  const collateral = await market.get<{ status: string }>(`/pawn/collaterals/${collateralId}`);
  const offer = await lender.get<{ status: string }>(`/pawn/crypto-offer/${offerId}`);
  return { collateral: collateral.status, offer: offer.status };
}

/** Moves chain time on and mines a block: the spine indexes it and the keeper and the watcher tick. */
async function passTime(seconds: number): Promise<void> {
  const testClient = createTestClient({ mode: "anvil", transport: http(stack.rpcUrl) });
  await testClient.increaseTime({ seconds });
  await testClient.mine({ blocks: 1 });
}

/** Every notification the borrower received since the stream opened also arrived on it, live. */
async function expectStreamedToBorrower(): Promise<void> {
  const listed = (await notificationsOf(borrower)).filter((item) => item.tx_type !== TX.welcome).map((item) => item.id);
  await vi.waitFor(() => {
    const streamed = borrowerStream.events.filter((event) => event.event === "notification").map((event) => (event.data as NotificationItem).id);
    expect(streamed).toEqual(expect.arrayContaining(listed));
  });
}

/** The borrower escrows 10 WBNB; the lender offers `amount` USDT on it; both checked through the API. */
async function collateralWithOffer(amount: string) {
  const { collateralId, hash } = await actions.createCollateral(wallets.borrower, { symbol: "WBNB", amount: "10", loanSymbol: "USDT", weeks: 12 });
  const created = await indexed(() => market.get<{ status: string; borrowerWalletAddress: string; txnHash: string }>(`/pawn/collaterals/${collateralId}`));
  expect(created).toMatchObject({ status: "OPEN", borrowerWalletAddress: wallets.borrower.account.address, txnHash: hash });
  const { offerId } = await actions.createOffer(wallets.lender, collateralId, "USDT", { amount, weeks: 12, interestPercent: 12, liquidationPercent: 75 });
  const offer = await indexed(() => lender.get<{ status: string; collateralId: number }>(`/pawn/crypto-offer/${offerId}`));
  expect(offer).toMatchObject({ status: "OPEN", collateralId: Number(collateralId) });
  return { collateralId, offerId };
}

/** The borrower accepts on chain and reports it (PUT …/accept with the transaction): the loan's id is the offer's. */
async function acceptAndReport(offerId: bigint): Promise<bigint> {
  const txnHash = await actions.acceptOffer(wallets.borrower, offerId);
  const accepted = await borrower.put<{ status: string }>(`/pawn/account/loan-crypto-offer/${offerId}/accept`, { txnHash });
  expect(accepted.status).toBe("ACCEPTED");
  return offerId;
}

describe("a loan's life over the API on the real stack", () => {
  it("collateral, offer and acceptance; a paid cycle, three missed ones and the keeper's liquidation, each side told", async () => {
    const { collateralId, offerId } = await collateralWithOffer("1000");
    const ids = (page: { content: { id: number }[] }) => page.content.map((item) => item.id);
    expect(ids(await market.get(`/pawn/collaterals?status=OPEN&collateralSymbol=WBNB`))).toContain(Number(collateralId));
    expect(ids(await borrower.get("/pawn/account/collaterals"))).toEqual([Number(collateralId)]);
    expect(ids(await lender.get("/pawn/account/collaterals"))).toEqual([]);
    expect(ids(await market.get(`/pawn/loan-crypto-offer?collateralId=${collateralId}`))).toEqual([Number(offerId)]);
    expect(ids(await lender.get("/pawn/account/loan-crypto-offer"))).toEqual([Number(offerId)]);
    expect(ids(await borrower.get("/pawn/account/loan-crypto-offer?received=true"))).toEqual([Number(offerId)]);
    const created = await told(borrower, TX.collateralCreated, (meta) => meta.collateral?.idCollateral === String(collateralId));
    expect(created.link).toBe(`/inventory/collateral/${collateralId}`);
    const offered = (meta: Meta) => meta.offer?.idOffer === String(offerId);
    expect((await told(borrower, TX.offer, offered)).title).toMatch(/^You received the offer #\d+ of 1K USDT/);
    expect((await told(lender, TX.offer, offered)).link).toBe(`/inventory/offer/${offerId}`);

    const loanId = await acceptAndReport(offerId);
    expect(await loanSeenThroughApi(collateralId, offerId)).toEqual({ collateral: "CONTRACTED", offer: "ACCEPTED" });
    await told(borrower, TX.contractGenerated, aboutContract(loanId));
    await told(lender, TX.contractGenerated, aboutContract(loanId));

    // Cycle 0 paid: the lender hears of the payment, the borrower of the period once the keeper closes it.
    await actions.payCycle(wallets.borrower, loanId);
    await told(lender, TX.periodPaid, aboutContract(loanId));
    await passTime(WEEK);
    await told(borrower, TX.periodPaid, aboutContract(loanId));

    // Three cycles missed: each closes late, the third liquidates the loan.
    for (const lateCount of [1, 2, 3]) {
      await passTime(WEEK);
      await told(borrower, TX.late, (meta) => aboutContract(loanId)(meta) && meta.repayment?.lateCount === lateCount);
    }
    const liquidated = await told(borrower, TX.liquidated, aboutContract(loanId));
    expect(metaOf(liquidated).contract?.reason).toBe("too many late payments");
    await told(lender, TX.liquidated, aboutContract(loanId));
    expect(await loanSeenThroughApi(collateralId, offerId)).toEqual({ collateral: "LIQUIDATED", offer: "ACCEPTED" });

    const types = async (client: ApiClient) => (await notificationsOf(client)).map((item) => item.tx_type);
    expect(await types(borrower)).toEqual([TX.welcome, 1, 5, 10, 16, 28, 28, 28, 21]);
    expect(await types(lender)).toEqual([TX.welcome, 5, 10, 16, 21]);
    await expectStreamedToBorrower();
  });

  it("a price drop warns the borrower near liquidation; a further drop lets the keeper liquidate on LTV", async () => {
    // Weeks have passed: post fresh prices, as the stack's timer does, so that a new loan can start.
    await refreshDevPrices(wallets.feedOwner, publicClient, stack.deployment);
    // 3,000 USDT on 10 WBNB at $600, liquidated at 75% of the collateral's value.
    const { collateralId, offerId } = await collateralWithOffer("3000");
    const loanId = await acceptAndReport(offerId);
    await told(borrower, TX.contractGenerated, aboutContract(loanId));

    // At $420 the limit is $3,150: a debt of about $3,007 is past 90% of it, not at it.
    await actions.setPrice(wallets.feedOwner, "WBNB", "420");
    const warned = await told(borrower, TX.ltvNear, aboutContract(loanId));
    expect(metaOf(warned).contract).toMatchObject({ ltvLiquidation: "75", ltvCurrent: expect.stringMatching(/^71\.\d+$/) });
    expect(await loanSeenThroughApi(collateralId, offerId)).toEqual({ collateral: "CONTRACTED", offer: "ACCEPTED" });

    // At $380 the limit ($2,850) is under the debt: the keeper liquidates on risk, not for lateness.
    await actions.setPrice(wallets.feedOwner, "WBNB", "380");
    const liquidated = await told(borrower, TX.liquidated, aboutContract(loanId));
    expect(metaOf(liquidated).contract?.reason).toBe("LTV reached the liquidation threshold");
    await told(lender, TX.liquidated, aboutContract(loanId));
    expect(await loanSeenThroughApi(collateralId, offerId)).toEqual({ collateral: "LIQUIDATED", offer: "ACCEPTED" });

    const latest = (await notificationsOf(borrower)).filter((item) => aboutContract(loanId)(metaOf(item))).map((item) => item.tx_type);
    expect(latest).toEqual([TX.contractGenerated, TX.ltvNear, TX.liquidated]);
    await expectStreamedToBorrower();
  });
});
