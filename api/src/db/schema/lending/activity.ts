import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { chainId64, chainTime, uint256, updatedColumns } from "../chain-spine/chain-columns.ts";

/**
 * What the lending core did to each collateral, one row per event, never updated (projectors/
 * collateral-history.ts): GET /collaterals/{id}/history reads it in chain order.
 */
export const lendingCollateralEvents = pgTable(
  "lending_collateral_events",
  {
    ...chainEventColumns(),
    collateralId: chainId64("collateral_id").notNull(),
    /** The core's event name (CollateralCreated, OfferCreated, LoanStarted, ...). */
    event: text("event").notNull(),
    /** The wallet that acted: the borrower, or the lender for offers and their cancellation. */
    wallet: text("wallet"),
    offerId: chainId64("offer_id"),
    /** The loan concerned (its id is the accepted offer's). */
    loanId: chainId64("loan_id"),
    /** What moved or was proposed, in `token`: collateral escrowed, added, returned or liquidated; an offer's or loan's principal. */
    token: text("token"),
    amount: uint256("amount"),
    at: chainTime("at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("lending_collateral_events_collateral_idx").on(table.chainId, table.contract, table.collateralId, table.blockNumber, table.logIndex),
  ],
);

/**
 * Running totals per token of the lending core (projectors/token-totals.ts), so that the dashboard
 * reads one row per token instead of summing every loan: a current-state row, undone through chain_undo_journal.
 * The chain-event columns are those of the first event that touched the token.
 */
export const lendingTokenTotals = pgTable(
  "lending_token_totals",
  {
    ...chainEventColumns(),
    token: text("token").notNull(),
    /** Collateral of this token in escrow (open or locked in a loan), and how many collaterals hold it. */
    collateralLocked: uint256("collateral_locked").notNull(),
    collateralCount: integer("collateral_count").notNull(),
    /** Loans lending this token: started, then completed or liquidated (the rest are active). */
    loansStarted: integer("loans_started").notNull(),
    loansCompleted: integer("loans_completed").notNull(),
    loansLiquidated: integer("loans_liquidated").notNull(),
    /** Principal lent in all, and still owed by active loans. */
    loanVolume: uint256("loan_volume").notNull(),
    principalOutstanding: uint256("principal_outstanding").notNull(),
    /** Interest and penalty paid in this token as a repayment token. */
    interestPaid: uint256("interest_paid").notNull(),
    ...updatedColumns(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.contract, table.token] })],
);
