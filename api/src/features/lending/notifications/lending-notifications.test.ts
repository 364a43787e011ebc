import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { asc, eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { parseEther, type Hash } from "viem";
import { describeNotification } from "@openpawn/shared/notifications/catalogue";
import { createCollateralCall, withdrawCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { liquidateCall, repayCall, settleCall } from "@openpawn/chain/lending/loan-calls";
import { acceptOfferCall, cancelOfferCall } from "@openpawn/chain/lending/offer-calls";
import { chainCheckpoints, lendingLoans, shopLendingSettings, notifications, shops, userWallets, users } from "../../../db/schema.ts";
import { catchUp } from "../../../chain-spine/test/spine-fixture.ts";
import { rollBackTo } from "../../../chain-spine/spine-store.ts";
import { Notifier } from "../../notifications/notifier.ts";
import { loadVapidKeys } from "../../notifications/vapid-keys.ts";
import { startLendingFixture } from "../test/lending-fixture.ts";
import { lendingNotifications } from "./lending-notifications.ts";
import { PushSubscriptions } from "../../notifications/push-subscriptions.ts";
import { BROWSER_PUSH_SERVICES } from "../../../config/browser-push-services.ts";

const HOUR = 3600;
const WEEK = 7 * 24 * HOUR;
const MONTH = 30 * 24 * HOUR;

describe("lending notifications on the demo deployment", () => {
  let fixture: Awaited<ReturnType<typeof startLendingFixture>>;
  let notifier: Notifier;
  beforeAll(async () => {
    fixture = await startLendingFixture(
      lendingNotifications({ deployment: async () => fixture.deployment, notify: (context, input) => notifier.enqueue(context, input) }),
    );
    const vapid = await loadVapidKeys({ supportEmail: "help@openpawn.test", dataDir: "memory://" });
    notifier = new Notifier(fixture.db, vapid, Fastify().log, new PushSubscriptions(fixture.db, BROWSER_PUSH_SERVICES));
  }, 240_000);
  afterAll(async () => {
    await notifier?.flush();
    await fixture?.close();
  });

  /** An account holding `wallet` (lower-case, as wallet linking stores it). */
  async function accountOf(wallet: string): Promise<number> {
    const tag = randomBytes(6).toString("hex");
    const [user] = await fixture.db.insert(users).values({ email: `${tag}@example.com`, referralCode: `T${tag}`, status: "active" }).returning();
    await fixture.db.insert(userWallets).values({ address: wallet.toLowerCase(), userId: user!.id });
    return user!.id;
  }

  const notificationsOf = async (userId: number) => {
    const rows = await fixture.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
    return rows.map((row) => {
      const { title, link } = describeNotification({ user_type: row.userType, tx_type: row.txType, meta_data: row.metaData });
      return { userType: row.userType, txType: row.txType, type: row.type, meta: JSON.parse(row.metaData) as Record<string, Record<string, unknown>>, title, link };
    });
  };

  it("tells borrower and lender of a loan's life once, also after a downtime, and nothing of a backfill", async () => {
    const { deployment, core, borrower, lender, send } = fixture;
    const borrowerId = await accountOf(borrower.account.address);
    const lenderId = await accountOf(lender.account.address);

    // The demo's seeding is over an hour old when first indexed: a backfill, nobody is told.
    await fixture.passTime(2 * HOUR);
    await catchUp(fixture.indexer);
    expect(await fixture.db.select().from(notifications)).toEqual([]);
    await fixture.refreshPrices();

    // Fresh events: the lender cancels offer 2, the borrower withdraws collateral 3 and accepts offer 1.
    await send(lender.writeContract({ ...core, ...cancelOfferCall(2n) }));
    await send(borrower.writeContract({ ...core, ...withdrawCollateralCall(3n) }));
    await send(borrower.writeContract({ ...core, ...acceptOfferCall(1n) }));
    // Loan 3 (weekly): pay cycle 0's interest, settle after the week, then pay everything.
    const usdt = deployment.tokens.find((token) => token.symbol === "USDT")!.address;
    await fixture.approveBorrower(usdt);
    const loan3 = async () => (await fixture.db.select().from(lendingLoans).where(eq(lendingLoans.id, 3n)))[0]!;
    await send(borrower.writeContract({ ...core, ...repayCall(3n, { penalty: 0n, interest: (await loan3()).interestOwed, principal: 0n }) }));
    await catchUp(fixture.indexer);
    await fixture.passTime(WEEK);
    await send(borrower.writeContract({ ...core, ...settleCall(3n) }));
    await catchUp(fixture.indexer);
    const owed = await loan3();
    await send(borrower.writeContract({ ...core, ...repayCall(3n, { penalty: owed.penaltyOwed, interest: owed.interestOwed, principal: owed.principal }) }));
    await catchUp(fixture.indexer);
    // Loan 1, left unpaid, is liquidated.
    const [beforeLiquidation] = await fixture.db.select().from(chainCheckpoints);
    await fixture.passTime(4 * MONTH);
    await send(lender.writeContract({ ...core, ...liquidateCall(1n) }));
    // The API was down for two hours after the liquidation: past the index's high-water mark, it is still news.
    await fixture.passTime(2 * HOUR);
    await catchUp(fixture.indexer);

    const toBorrower = await notificationsOf(borrowerId);
    const toLender = await notificationsOf(lenderId);
    expect(toBorrower.every((n) => n.userType === 1) && toLender.every((n) => n.userType === 2)).toBe(true);
    const kinds = (list: typeof toBorrower) => list.map((n) => n.txType);
    // Loan 1's three unpaid months close late (28) before it is liquidated for them.
    expect(kinds(toBorrower)).toEqual([29, 4, 10, 16, 22, 28, 28, 28, 21]);
    expect(kinds(toLender)).toEqual([10, 16, 16, 22, 21]);

    const [cancelled, withdrawn, started] = toBorrower;
    expect(cancelled).toMatchObject({ type: 2, link: "/inventory/collateral/" + String(cancelled!.meta.collateral!.idCollateral) });
    expect(cancelled!.meta.offer).toMatchObject({ idOffer: "2", nameOffer: "#2" });
    expect(withdrawn).toMatchObject({ type: 2, link: "/inventory/collateral/3", meta: { collateral: { idCollateral: "3", cryptoAsset: "NFT", amount: "1" } } });
    expect(started).toMatchObject({ type: 2, link: "/inventory/contract/borrow/1" });
    expect(started!.meta.contract).toMatchObject({ idContract: "1", cryptoLoan: expect.any(String), amountLoan: expect.stringMatching(/^\d+(\.\d+)?$/) });
    expect(started!.title).toMatch(/^Contract #1 has been generated from the offer #1: you receive .+/);

    expect(toBorrower[5]).toMatchObject({ type: 4, link: "/inventory/contract/borrow/1", meta: { repayment: { lateCount: 1 } } });
    const liquidated = toBorrower.at(-1)!;
    expect(liquidated).toMatchObject({ type: 4, link: "/inventory/contract/borrow/1", meta: { contract: { idContract: "1", reason: "too many late payments" } } });
    expect(liquidated.title).toBe("Contract #1 has been liquidated (too many late payments): your collateral of 10 WBNB went to the lender");
    const lenderLiquidated = toLender.at(-1)!;
    expect(lenderLiquidated).toMatchObject({ type: 4, link: "/inventory/contract/loan/1" });
    expect(lenderLiquidated.meta.contract!.systemFee).toMatch(/^\d+(\.\d+)?$/);
    expect(toLender[0]).toMatchObject({ txType: 10, link: "/inventory/contract/loan/1" });
    expect(toLender[1]!.meta.contract).toMatchObject({ idContract: "3", cryptoLoan: "USDT" });
    expect(toLender[1]!.title).toMatch(/^You received [\d.]+ USDT: the repayment period of contract #3 is complete$/);
    expect(toLender[3]).toMatchObject({ txType: 22, link: "/inventory/contract/loan/3" });

    // Replaying the whole range, or indexing the liquidation again after a rollback, tells nobody again.
    const before = await fixture.db.select().from(notifications);
    await fixture.rewindCheckpoint();
    await catchUp(fixture.indexer);
    const fork = { blockNumber: beforeLiquidation!.blockNumber, blockHash: beforeLiquidation!.blockHash as Hash };
    await rollBackTo(fixture.db, deployment.chainId, fork, fixture.projectors);
    await catchUp(fixture.indexer);
    await notifier.flush();
    expect(await fixture.db.select().from(notifications)).toEqual(before);
  }, 240_000);

  it("tells the lenders whose preferences a new collateral fits, each once, and nobody else", async () => {
    const { deployment, core, borrower, send } = fixture;
    const shopOf = async (wallet: string, symbols: { loan: string[]; collateral: string[] }, durations = { min: 1, max: 12 }) => {
      const userId = await accountOf(wallet);
      const [shop] = await fixture.db.insert(shops).values({ userId, type: "P2P_LENDER", name: `Lender ${wallet.slice(2, 6)}`, walletAddress: wallet.toLowerCase() }).returning();
      await fixture.db.insert(shopLendingSettings).values({
        pawnShopId: shop!.id,
        loanSymbols: symbols.loan,
        collateralSymbols: symbols.collateral,
        durationTypes: [0],
        minDuration: durations.min,
        maxDuration: durations.max,
        minAmountUsd: "100",
        maxAmountUsd: "10000",
        minInterestRate: 8,
      });
      return userId;
    };
    // One lender wants USDT on WBNB for 1–12 weeks; a second only ETH; a third only up to 2 weeks.
    const fits = await shopOf(`0x${"a1".repeat(20)}`, { loan: ["USDT"], collateral: ["WBNB"] });
    const otherCollateral = await shopOf(`0x${"a2".repeat(20)}`, { loan: ["USDT"], collateral: ["ETH"] });
    const tooShort = await shopOf(`0x${"a3".repeat(20)}`, { loan: ["USDT", "DFY"], collateral: ["WBNB"] }, { min: 1, max: 2 });
    // The borrower's own preferences fit too, but nobody is told of their own collateral.
    const own = await fixture.db.select().from(userWallets).where(eq(userWallets.address, borrower.account.address.toLowerCase()));
    const [ownShop] = await fixture.db.insert(shops).values({ userId: own[0]!.userId, type: "P2P_LENDER", name: "Me", walletAddress: borrower.account.address.toLowerCase() }).returning();
    await fixture.db.insert(shopLendingSettings).values({ pawnShopId: ownShop!.id, loanSymbols: ["USDT"], collateralSymbols: ["WBNB"], durationTypes: [0], minDuration: 1, maxDuration: 12, minAmountUsd: "1", maxAmountUsd: "2", minInterestRate: 1 });

    const token = (symbol: string) => deployment.tokens.find((candidate) => candidate.symbol === symbol)!.address;
    await fixture.approveBorrower(token("WBNB"));
    const params = { kind: 1, token: token("WBNB"), tokenId: 0n, amount: parseEther("1"), loanToken: token("USDT"), durationQty: 4, durationType: 0 };
    await send(borrower.writeContract({ ...core, ...createCollateralCall(params) }));
    await catchUp(fixture.indexer);
    await notifier.flush();

    const matches = async (userId: number) => (await notificationsOf(userId)).filter((n) => n.txType === 43);
    const [told] = await matches(fits);
    expect(told).toMatchObject({ userType: 2, type: 2, link: expect.stringMatching(/^\/pawn\/offer\/\d+$/) });
    expect(told!.title).toMatch(/^New collateral #\d+ \(1 WBNB\) fits your lending preferences\. Make an offer$/);
    expect(await matches(otherCollateral)).toEqual([]);
    expect(await matches(tooShort)).toEqual([]);
    expect(await matches(own[0]!.userId)).toEqual([]);
  }, 120_000);
});
