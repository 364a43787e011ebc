import { and, eq } from "drizzle-orm";
import type { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { NOTIFICATION_USER_TYPES, type NotificationMeta, type NotificationUserType } from "@openpawn/shared/notifications/catalogue";
import { lendingCollaterals, lendingLoanCycles, lendingLoans, lendingOffers } from "../../../db/schema.ts";
import type { ChainEvent, ProjectionContext } from "../../../chain-spine/projector.ts";
import { projectedEvent, rowOf } from "../../../chain-spine/projected-event.ts";
import { collateralMeta, contractMeta, liquidationReasonText, offerMeta, systemFeePercent } from "./lending-meta.ts";
import { lendersMatching } from "./setting-matches.ts";
import type { TokenBook } from "../../../chain-spine/deployment/token-book.ts";

type LendingEvent = ChainEvent<typeof iPawnLendingAbi>;

/** A notification an event asks for, addressed to a wallet: whoever's account holds it gets it. */
export interface LendingNotice {
  wallet: string;
  userType: NotificationUserType;
  txType: number;
  metaData: NotificationMeta;
  /** Set when one event tells several people of the same user type: what tells their notifications apart. */
  recipientKey?: string;
}

const { BORROWER, LENDER } = NOTIFICATION_USER_TYPES;
const notice = (wallet: string, userType: NotificationUserType, txType: number, metaData: NotificationMeta): LendingNotice => ({
  wallet,
  userType,
  txType,
  metaData,
});

/**
 * What each PawnLending event tells the borrower and the lender (decision 0008's catalogue), read from the
 * rows the projector has just written, inside the indexing transaction.
 */
export async function lendingNotices(log: LendingEvent, context: ProjectionContext, tokens: TokenBook): Promise<LendingNotice[]> {
  const { db } = context;
  const { event } = await projectedEvent(log, context);
  const one = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
    const [row] = await rows;
    if (!row) throw new Error(`${what} of ${log.eventName} at ${log.transactionHash}:${log.logIndex} is not indexed`);
    return row;
  };
  const collateral = (id: bigint) => one(db.select().from(lendingCollaterals).where(rowOf(lendingCollaterals, lendingCollaterals.id, event, id)), `collateral ${id}`);
  const offer = (id: bigint) => one(db.select().from(lendingOffers).where(rowOf(lendingOffers, lendingOffers.id, event, id)), `offer ${id}`);
  const loan = (id: bigint) => one(db.select().from(lendingLoans).where(rowOf(lendingLoans, lendingLoans.id, event, id)), `loan ${id}`);
  const cycleOf = (loanId: bigint, cycle: bigint) =>
    one(
      db
        .select()
        .from(lendingLoanCycles)
        .where(and(rowOf(lendingLoanCycles, lendingLoanCycles.loanId, event, loanId), eq(lendingLoanCycles.cycle, Number(cycle)))),
      `cycle ${cycle} of loan ${loanId}`,
    );
  const contract = (loanId: bigint, money?: { token: string; baseUnits: bigint }) => contractMeta(tokens, loanId, log.transactionHash, money);

  switch (log.eventName) {
    case "CollateralCreated": {
      const row = await collateral(log.args.collateralId);
      const meta = { collateral: collateralMeta(tokens, row) };
      // Lenders whose preferences it fits hear of it (decision 0027), each under their own key.
      const lenders = (await lendersMatching(db, tokens, row)).map((wallet) => ({ ...notice(wallet, LENDER, 43, meta), recipientKey: wallet }));
      return [notice(row.borrower, BORROWER, 1, meta), ...lenders];
    }
    case "CollateralWithdrawn": {
      const row = await collateral(log.args.collateralId);
      return [notice(row.borrower, BORROWER, 4, { collateral: collateralMeta(tokens, row) })];
    }
    case "CollateralIncreased": {
      const row = await collateral(log.args.collateralId);
      const terms = await loan(log.args.loanId);
      const added = { ...collateralMeta(tokens, row), amountAdd: tokens.amount(row.token, log.args.added, row.kind) };
      return [notice(terms.lender, LENDER, 20, { collateral: added, contract: contract(log.args.loanId) })];
    }
    case "OfferCreated":
    case "OfferCancelled":
    case "OfferRejected": {
      const row = await collateral(log.args.collateralId);
      const terms = await offer(log.args.offerId);
      const meta = { collateral: collateralMeta(tokens, row), offer: offerMeta(tokens, terms) };
      if (log.eventName === "OfferCreated") return [notice(row.borrower, BORROWER, 5, meta), notice(terms.lender, LENDER, 5, meta)];
      if (log.eventName === "OfferCancelled") return [notice(row.borrower, BORROWER, 29, meta)];
      return [notice(terms.lender, LENDER, 13, meta)];
    }
    case "LoanStarted": {
      const { loanId, collateralId, lender, borrower } = log.args;
      const row = await collateral(collateralId);
      const terms = await offer(loanId);
      const meta = {
        collateral: collateralMeta(tokens, row),
        offer: offerMeta(tokens, terms),
        contract: contract(loanId, { token: terms.loanToken, baseUnits: terms.amount }),
      };
      return [notice(borrower, BORROWER, 10, meta), notice(lender, LENDER, 10, meta)];
    }
    case "Repaid": {
      const { loanId, payment } = log.args;
      const owed = await loan(loanId);
      const terms = await offer(loanId);
      // What the lender got: interest and penalty net of the system fee, in the repayment token; principal
      // and prepaid fee are in the loan token, counted in when that is the same token.
      const sameToken = terms.loanToken.toLowerCase() === terms.repaymentToken.toLowerCase();
      const received = payment.interest + payment.penalty - payment.systemFee + (sameToken ? payment.principal + payment.prepaidFee : 0n);
      const periodPaid = owed.interestOwed === 0n && owed.penaltyOwed === 0n && payment.interest + payment.penalty > 0n;
      const parts = Object.fromEntries(
        Object.entries(payment).map(([part, value]) => {
          const token = part === "principal" || part === "prepaidFee" ? terms.loanToken : terms.repaymentToken;
          return [part, `${tokens.amount(token, value)} ${tokens.symbol(token)}`];
        }),
      );
      const meta = { contract: contract(loanId, { token: terms.repaymentToken, baseUnits: received }), repayment: parts };
      return [notice(owed.lender, LENDER, periodPaid ? 16 : 15, meta)];
    }
    case "CycleClosed": {
      const { loanId, cycle, late, lateCount } = log.args;
      const owed = await loan(loanId);
      if (late) return [notice(owed.borrower, BORROWER, 28, { contract: contract(loanId), repayment: { lateCount } })];
      const window = await cycleOf(loanId, cycle);
      const terms = await offer(loanId);
      const paid = { token: terms.repaymentToken, baseUnits: window.interestOwed + window.penaltyOwed };
      return [notice(owed.borrower, BORROWER, 16, { contract: contract(loanId, paid) })];
    }
    case "LoanLiquidated": {
      const { loanId, collateralId, reason, toLender, toFeeWallet } = log.args;
      const row = await collateral(collateralId);
      const owed = await loan(loanId);
      const meta = {
        collateral: collateralMeta(tokens, row, toLender + toFeeWallet),
        contract: { ...contract(loanId), reason: liquidationReasonText(reason), systemFee: systemFeePercent(toLender, toFeeWallet) },
      };
      return [notice(owed.borrower, BORROWER, 21, meta), notice(owed.lender, LENDER, 21, meta)];
    }
    case "LoanCompleted": {
      const { loanId, collateralId } = log.args;
      const row = await collateral(collateralId);
      const owed = await loan(loanId);
      const terms = await offer(loanId);
      const meta = { collateral: collateralMeta(tokens, row), contract: contract(loanId, { token: terms.loanToken, baseUnits: terms.amount }) };
      return [notice(owed.borrower, BORROWER, 22, meta), notice(owed.lender, LENDER, 22, meta)];
    }
    default:
      // Settings, credits, emergency withdrawals and CycleOpened (due dates are the keeper's reminders) notify nobody.
      return [];
  }
}
