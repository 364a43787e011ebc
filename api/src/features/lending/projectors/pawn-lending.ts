import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { CollateralStatus, LoanStatus, OfferStatus } from "@openpawn/chain/generated/enums";
import {
  lendingCollaterals,
  lendingConfigChanges,
  lendingCredits,
  lendingEmergencyWithdrawals,
  lendingLiquidations,
  lendingLoanCycles,
  lendingLoans,
  lendingOffers,
  lendingRepayments,
} from "../../../db/schema.ts";
import { and, eq } from "drizzle-orm";
import { deleteRowsFrom, eventColumns } from "../../../chain-spine/projected-rows.ts";
import type { ChainEvent, ProjectionContext, Projector } from "../../../chain-spine/projector.ts";
import { rollbackStateTables, updateKeepingUndo } from "../../../chain-spine/undo-journal.ts";
import { chainDate, projectedEvent, rowOf } from "../../../chain-spine/projected-event.ts";

type LendingEvent = ChainEvent<typeof iPawnLendingAbi>;
/** Called once an event's rows are written, inside the indexing transaction: notifications read them here and emit after the commit. */
export type AfterLendingEvent = (event: LendingEvent, context: ProjectionContext) => Promise<void>;

const rollbackState = rollbackStateTables(lendingCollaterals, lendingOffers, lendingLoans, lendingLoanCycles);
const rollbackHistory = deleteRowsFrom(lendingRepayments, lendingLiquidations, lendingCredits, lendingConfigChanges, lendingEmergencyWithdrawals);

/** Every event of PawnLending into the lending_* tables (db/schema/lending/positions.ts, history.ts). */
export function pawnLendingProjector(afterEvent?: AfterLendingEvent): Projector<typeof iPawnLendingAbi> {
  return {
    name: "lending-core",
    contracts: ["PawnLending"],
    abi: iPawnLendingAbi,
    async handle(event, context) {
      await project(event, context);
      await tellPages(event, context);
      await afterEvent?.(event, context);
    },
    async rollback(fromBlock, context) {
      await rollbackState(fromBlock, context);
      await rollbackHistory(fromBlock, context);
    },
  };
}

/** The collateral and the contract an event changed, for the pages showing them (an offer's, its collateral). */
async function tellPages(log: LendingEvent, context: ProjectionContext): Promise<void> {
  const args = log.args as { collateralId?: bigint; loanId?: bigint; offerId?: bigint };
  let collateralId = args.collateralId;
  if (collateralId === undefined && args.offerId !== undefined) {
    const [offer] = await context.db.select({ collateralId: lendingOffers.collateralId }).from(lendingOffers).where(and(eq(lendingOffers.chainId, context.chainId), eq(lendingOffers.id, args.offerId)));
    collateralId = offer?.collateralId;
  }
  if (collateralId !== undefined) context.changed({ kind: "collateral", id: Number(collateralId) });
  if (args.loanId !== undefined) context.changed({ kind: "contract", id: Number(args.loanId) });
}

async function project(log: LendingEvent, context: ProjectionContext): Promise<void> {
  const { db, insert } = context;
  const { event, time, created } = await projectedEvent(log, context);
  const collateral = (id: bigint) => rowOf(lendingCollaterals, lendingCollaterals.id, event, id);
  const offer = (id: bigint) => rowOf(lendingOffers, lendingOffers.id, event, id);
  const loan = (id: bigint) => rowOf(lendingLoans, lendingLoans.id, event, id);
  const history = eventColumns(context.chainId, log);

  switch (log.eventName) {
    case "CollateralCreated": {
      const { collateralId, ...args } = log.args;
      await db.insert(lendingCollaterals).values({ ...created, ...args, id: collateralId, status: CollateralStatus.Open });
      return;
    }
    case "CollateralWithdrawn":
      return updateKeepingUndo(db, event, lendingCollaterals, collateral(log.args.collateralId), { status: CollateralStatus.Withdrawn });
    case "CollateralIncreased":
      return updateKeepingUndo(db, event, lendingCollaterals, collateral(log.args.collateralId), { amount: log.args.amount });
    case "OfferCreated": {
      const { offerId, collateralId, lender, terms } = log.args;
      await db.insert(lendingOffers).values({ ...created, ...terms, id: offerId, collateralId, lender, status: OfferStatus.Open });
      return;
    }
    case "OfferCancelled":
      return updateKeepingUndo(db, event, lendingOffers, offer(log.args.offerId), { status: OfferStatus.Cancelled });
    case "OfferRejected":
      return updateKeepingUndo(db, event, lendingOffers, offer(log.args.offerId), { status: OfferStatus.Rejected });
    case "LoanStarted": {
      const { loanId, collateralId, maturity, ...args } = log.args;
      const [terms] = await db.select({ amount: lendingOffers.amount }).from(lendingOffers).where(offer(loanId));
      if (!terms) throw new Error(`Loan ${loanId} started from an offer never indexed`);
      await db.insert(lendingLoans).values({
        ...created,
        ...args,
        id: loanId,
        collateralId,
        principal: terms.amount,
        startedAt: time,
        maturity: chainDate(maturity),
        status: LoanStatus.Active,
        lateCount: 0,
        interestOwed: 0n,
        penaltyOwed: 0n,
      });
      await updateKeepingUndo(db, event, lendingOffers, offer(loanId), { status: OfferStatus.Accepted });
      await updateKeepingUndo(db, event, lendingCollaterals, collateral(collateralId), { status: CollateralStatus.Contracted });
      return;
    }
    case "CycleOpened": {
      const { loanId, cycle, dueAt, endsAt, interestOwed, penaltyOwed } = log.args;
      const window = { dueAt: chainDate(dueAt), endsAt: chainDate(endsAt), interestOwed, penaltyOwed };
      await db.insert(lendingLoanCycles).values({ ...created, ...window, loanId, cycle: Number(cycle) });
      await updateKeepingUndo(db, event, lendingLoans, loan(loanId), {
        currentCycle: Number(cycle),
        cycleDueAt: window.dueAt,
        cycleEndsAt: window.endsAt,
        interestOwed,
        penaltyOwed,
      });
      return;
    }
    case "CycleClosed": {
      const { loanId, cycle, late, lateCount } = log.args;
      const cycleRow = and(rowOf(lendingLoanCycles, lendingLoanCycles.loanId, event, loanId), eq(lendingLoanCycles.cycle, Number(cycle)));
      await updateKeepingUndo(db, event, lendingLoanCycles, cycleRow, { closedLate: late });
      await updateKeepingUndo(db, event, lendingLoans, loan(loanId), { lateCount });
      return;
    }
    case "Repaid": {
      const { loanId, payer, payment } = log.args;
      insert(lendingRepayments, { ...history, ...payment, loanId, payer, paidAt: time });
      const [owed] = await db.select().from(lendingLoans).where(loan(loanId));
      if (!owed) throw new Error(`Loan ${loanId} repaid but never indexed`);
      await updateKeepingUndo(db, event, lendingLoans, loan(loanId), {
        principal: owed.principal - payment.principal,
        interestOwed: owed.interestOwed - payment.interest,
        penaltyOwed: owed.penaltyOwed - payment.penalty,
      });
      return;
    }
    case "LoanCompleted":
      await updateKeepingUndo(db, event, lendingLoans, loan(log.args.loanId), { status: LoanStatus.Completed });
      await updateKeepingUndo(db, event, lendingCollaterals, collateral(log.args.collateralId), { status: CollateralStatus.Returned });
      return;
    case "LoanLiquidated": {
      const { loanId, collateralId, reason, toLender, toFeeWallet } = log.args;
      insert(lendingLiquidations, { ...history, loanId, collateralId, reason, toLender, toFeeWallet, liquidatedAt: time });
      await updateKeepingUndo(db, event, lendingLoans, loan(loanId), { status: LoanStatus.Defaulted, liquidationReason: reason });
      await updateKeepingUndo(db, event, lendingCollaterals, collateral(collateralId), { status: CollateralStatus.Liquidated });
      return;
    }
    case "ConfigChanged":
      insert(lendingConfigChanges, { ...history, configId: log.args.configId, ...log.args.config });
      return;
    case "PaymentCredited":
      insert(lendingCredits, { ...history, ...log.args, kind: "credited" });
      return;
    case "CreditClaimed": {
      const { to, ...args } = log.args;
      insert(lendingCredits, { ...history, ...args, kind: "claimed", claimedTo: to });
      return;
    }
    case "EmergencyWithdrawn": {
      const { to, ...args } = log.args;
      insert(lendingEmergencyWithdrawals, { ...history, ...args, receiver: to });
      return;
    }
    case "HubChanged":
      // Which Hub the core reads is the Hub feature's registry; nothing of a position changes.
      return;
  }
}
