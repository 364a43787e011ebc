import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { Hash } from "viem";
import { CollateralStatus, LoanStatus, OfferStatus, ReputationReason } from "@openpawn/chain/generated/enums";
import { liquidateCall, repayCall, settleCall } from "@openpawn/chain/lending/loan-calls";
import { acceptOfferCall } from "@openpawn/chain/lending/offer-calls";
import { chainCheckpoints, chainProcessedLogs, lendingCollateralEvents, lendingLoans, lendingTokenTotals } from "../../../db/schema.ts";
import { catchUp } from "../../../chain-spine/test/spine-fixture.ts";
import { rollBackTo } from "../../../chain-spine/spine-store.ts";
import { startLendingFixture } from "../test/lending-fixture.ts";

const WEEK = 7 * 24 * 3600;
const MONTH = 30 * 24 * 3600;

describe("lending projectors on the demo deployment", () => {
  let fixture: Awaited<ReturnType<typeof startLendingFixture>>;
  beforeAll(async () => {
    fixture = await startLendingFixture();
  }, 240_000);
  afterAll(async () => fixture?.close());

  const loanRow = async (id: bigint) => (await fixture.db.select().from(lendingLoans).where(eq(lendingLoans.id, id)))[0]!;
  /** The market's totals (kept by triggers) agree with the rows, after whatever wrote them. */
  const expectCountsOfRows = async () => {
    const { kept, counted } = await fixture.collateralCounts();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
  };

  it("mirrors a loan's life, a liquidation, replays without change and rolls back to the state before", async () => {
    const { db, deployment, core, borrower, lender, send } = fixture;
    await catchUp(fixture.indexer);
    const seeded = await fixture.snapshot();
    await expectCountsOfRows();
    const [checkpoint] = await db.select().from(chainCheckpoints);

    // The demo: collaterals 1 (WBNB) and 3 (NFT) open, 2 (BNB) locked in loan 3 from offer 3; offers 1, 2 open;
    // 4 (ETH) returned after loan 4 was repaid in full; 5 (ETH) locked in loan 5, near liquidation.
    expect(seeded.collaterals!.map((row) => (row as { status: number }).status)).toEqual([
      CollateralStatus.Open,
      CollateralStatus.Contracted,
      CollateralStatus.Open,
      CollateralStatus.Returned,
      CollateralStatus.Contracted,
    ]);
    expect(seeded.offers!.map((row) => (row as { status: number }).status)).toEqual([
      OfferStatus.Open,
      OfferStatus.Open,
      OfferStatus.Accepted,
      OfferStatus.Accepted,
      OfferStatus.Accepted,
    ]);
    expect(await loanRow(4n)).toMatchObject({ status: LoanStatus.Completed, principal: 0n });
    expect(seeded.packages).toHaveLength(1);
    // No reputation yet: the demo's loans closed no cycle (decision 0035: points need a closed cycle).
    expect(seeded.reputation).toEqual([]);
    const started = await loanRow(3n);
    expect(started).toMatchObject({ status: LoanStatus.Active, currentCycle: 0, lateCount: 0, collateralId: 2n });
    expect(started.interestOwed).toBeGreaterThan(0n);

    // Loan 1 (monthly, from offer 1 on collateral 1) starts now (prices are fresh) and is never paid.
    await send(borrower.writeContract({ ...core, ...acceptOfferCall(1n) }));

    // Loan 3 (weekly): pay cycle 0's interest, let the week pass, settle, then pay everything.
    const usdt = deployment.tokens.find((token) => token.symbol === "USDT")!.address;
    await fixture.approveBorrower(usdt);
    await send(borrower.writeContract({ ...core, ...repayCall(3n, { penalty: 0n, interest: started.interestOwed, principal: 0n }) }));
    await fixture.passTime(WEEK);
    await send(borrower.writeContract({ ...core, ...settleCall(3n) }));
    await catchUp(fixture.indexer);
    const secondCycle = await loanRow(3n);
    expect(secondCycle).toMatchObject({ currentCycle: 1, lateCount: 0, status: LoanStatus.Active });
    // Its first on-time cycle pays the loan's start points: one row per wallet, with every reason as a bit.
    type ReputationRow = { reasons: bigint; points: bigint; borrowerScore: bigint; lenderScore: bigint };
    const bits = (...reasons: number[]) => reasons.reduce((mask, reason) => mask | (1n << BigInt(reason)), 0n);
    const reputationRows = (await fixture.snapshot()).reputation as ReputationRow[];
    expect(reputationRows).toHaveLength(2);
    expect(reputationRows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reasons: bits(ReputationReason.BorrowerCollateralCreated, ReputationReason.BorrowerOfferAccepted, ReputationReason.BorrowerPaymentOnTime),
          points: 5n,
          borrowerScore: 5n,
        }),
        expect.objectContaining({
          reasons: bits(ReputationReason.LenderOfferCreated, ReputationReason.LenderOfferAccepted, ReputationReason.LenderContractCreated),
          points: 4n,
          lenderScore: 4n,
        }),
      ]),
    );
    await send(borrower.writeContract({ ...core, ...repayCall(3n, { penalty: secondCycle.penaltyOwed, interest: secondCycle.interestOwed, principal: secondCycle.principal }) }));

    // Loan 1, left unpaid, is liquidated.
    await fixture.passTime(4 * MONTH);
    await send(lender.writeContract({ ...core, ...liquidateCall(1n) }));
    await catchUp(fixture.indexer);

    const lived = await fixture.snapshot();
    await expectCountsOfRows();
    expect(await loanRow(3n)).toMatchObject({ status: LoanStatus.Completed, principal: 0n, interestOwed: 0n });
    expect(lived.repayments).toHaveLength(3); // the demo's full repayment of loan 4, then two of loan 3
    expect(lived.cycles!.filter((row) => (row as { loanId: bigint }).loanId === 3n)).toMatchObject([{ cycle: 0, closedLate: false }, { cycle: 1 }]);
    expect(await loanRow(1n)).toMatchObject({ status: LoanStatus.Defaulted });
    expect(lived.liquidations).toMatchObject([{ loanId: 1n, collateralId: 1n }]);
    expect(lived.collaterals!.map((row) => (row as { status: number }).status)).toEqual([
      CollateralStatus.Liquidated,
      CollateralStatus.Returned,
      CollateralStatus.Open,
      CollateralStatus.Returned,
      CollateralStatus.Contracted,
    ]);

    // The collateral's history and the running totals per token follow the same events.
    const historyOf = (collateralId: bigint) =>
      lived.collateralEvents!.filter((row) => (row as { collateralId: bigint }).collateralId === collateralId).map((row) => (row as { event: string }).event);
    expect(historyOf(2n)).toEqual(["CollateralCreated", "OfferCreated", "LoanStarted", "LoanCompleted"]);
    expect(historyOf(1n)).toEqual(["CollateralCreated", "OfferCreated", "OfferCreated", "LoanStarted", "LoanLiquidated"]);
    const totalsOf = (token: string) => lived.tokenTotals!.find((row) => (row as { token: string }).token === token);
    const usdtUnits = (amount: bigint) => amount * 10n ** 18n;
    expect(totalsOf(usdt)).toMatchObject({
      loansStarted: 4,
      loansCompleted: 2,
      loansLiquidated: 1,
      loanVolume: usdtUnits(1200n + 2000n + 1950n + 3000n),
      principalOutstanding: usdtUnits(1950n), // the demo's loan near liquidation
    });
    expect(totalsOf(deployment.tokens.find((token) => token.symbol === "WBNB")!.address)).toMatchObject({ collateralLocked: 0n, collateralCount: 0 });

    // Replaying the whole range changes nothing.
    await fixture.rewindCheckpoint();
    await catchUp(fixture.indexer);
    expect(await fixture.snapshot()).toEqual(lived);
    await expectCountsOfRows();

    // Projectors added to a database indexed without them receive the whole past and write the same rows.
    await db.delete(lendingCollateralEvents);
    await db.delete(lendingTokenTotals);
    await db.delete(chainProcessedLogs).where(inArray(chainProcessedLogs.projector, ["lending-collateral-history", "lending-token-totals"]));
    await fixture.rewindCheckpoint();
    await catchUp(fixture.indexer);
    expect(await fixture.snapshot()).toEqual(lived);

    // Rolling back to the seeded block restores the rows as they were then.
    const fork = { blockNumber: checkpoint?.blockNumber ?? 0n, blockHash: (checkpoint?.blockHash ?? null) as Hash | null };
    await rollBackTo(db, deployment.chainId, fork, fixture.projectors);
    expect(await fixture.snapshot()).toEqual(seeded);
    await expectCountsOfRows();
  }, 240_000);
});
