import { boolean, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { chainId64, chainTime, uint256, updatedColumns } from "../chain-spine/chain-columns.ts";

/**
 * The lending core's positions as they stand (features/lending/projectors): one row per collateral,
 * offer, loan and loan cycle, keyed by chain, contract and the contract's id. Rows are updated in place;
 * chain_undo_journal keeps each replaced version for rollbacks (docs/decisions/0016-lending-index.md).
 * Enum columns hold the contracts' enum values (@openpawn/chain/generated/enums). Addresses are checksummed.
 */

/** CollateralCreated, then CollateralWithdrawn / LoanStarted / CollateralIncreased / LoanCompleted / LoanLiquidated. */
export const lendingCollaterals = pgTable(
  "lending_collaterals",
  {
    ...chainEventColumns(),
    id: chainId64("id").notNull(),
    borrower: text("borrower").notNull(),
    /** AssetKind. */
    kind: smallint("kind").notNull(),
    /** Token or collection; the zero address is the native coin. */
    token: text("token").notNull(),
    tokenId: uint256("token_id").notNull(),
    amount: uint256("amount").notNull(),
    loanToken: text("loan_token").notNull(),
    durationQty: integer("duration_qty").notNull(),
    /** TimeUnit. */
    durationUnit: smallint("duration_unit").notNull(),
    /** CollateralStatus. */
    status: smallint("status").notNull(),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.contract, table.id] }),
    // The pawn lists page by id descending, filtered by status, token or borrower.
    index("lending_collaterals_status_idx").on(table.chainId, table.contract, table.status, table.id),
    index("lending_collaterals_token_idx").on(table.chainId, table.contract, table.token, table.id),
    index("lending_collaterals_borrower_idx").on(table.chainId, table.contract, table.borrower, table.id),
    // The market search matches part of a wallet (ILIKE '%…%'): trigrams, from pg_trgm (migration 0008_collateral_lists).
    index("lending_collaterals_borrower_trgm_idx").using("gin", table.borrower.op("gin_trgm_ops")),
  ],
);

/**
 * How many collaterals each (status, collateral token, loan token) holds: the market lists' totals without
 * counting 100,000 rows. Kept by triggers on lending_collaterals (migration 0008_collateral_lists), so every write keeps it
 * exact, whoever makes it: a projector's insert or update, a rollback's restore or delete. Empty buckets go.
 */
export const lendingCollateralCounts = pgTable(
  "lending_collateral_counts",
  {
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    status: smallint("status").notNull(),
    token: text("token").notNull(),
    loanToken: text("loan_token").notNull(),
    collaterals: integer("collaterals").notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.contract, table.status, table.token, table.loanToken] })],
);

/** OfferCreated (the terms), then OfferCancelled / OfferRejected / LoanStarted (accepted). */
export const lendingOffers = pgTable(
  "lending_offers",
  {
    ...chainEventColumns(),
    id: chainId64("id").notNull(),
    collateralId: chainId64("collateral_id").notNull(),
    lender: text("lender").notNull(),
    amount: uint256("amount").notNull(),
    loanToken: text("loan_token").notNull(),
    repaymentToken: text("repayment_token").notNull(),
    /** Annual percent x ZOOM. */
    interestRate: integer("interest_rate").notNull(),
    liquidationThreshold: integer("liquidation_threshold").notNull(),
    durationQty: integer("duration_qty").notNull(),
    durationUnit: smallint("duration_unit").notNull(),
    cycleUnit: smallint("cycle_unit").notNull(),
    /** OfferStatus. An open offer whose collateral is no longer open is void (the chain keeps it Open). */
    status: smallint("status").notNull(),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.contract, table.id] }),
    index("lending_offers_collateral_idx").on(table.chainId, table.contract, table.collateralId, table.id),
    index("lending_offers_lender_idx").on(table.chainId, table.contract, table.lender, table.id),
  ],
);

/** LoanStarted (id = the accepted offer's), then CycleOpened / CycleClosed / Repaid / LoanCompleted / LoanLiquidated. */
export const lendingLoans = pgTable(
  "lending_loans",
  {
    ...chainEventColumns(),
    id: chainId64("id").notNull(),
    collateralId: chainId64("collateral_id").notNull(),
    lender: text("lender").notNull(),
    borrower: text("borrower").notNull(),
    /** Principal still owed, in the loan token. */
    principal: uint256("principal").notNull(),
    startedAt: chainTime("started_at").notNull(),
    maturity: chainTime("maturity").notNull(),
    configId: integer("config_id").notNull(),
    /** Repayment-token units per loan-token unit, 1e27 scale; zero: the same token. */
    repayPerLoanRay: uint256("repay_per_loan_ray").notNull(),
    /** LoanStatus. */
    status: smallint("status").notNull(),
    lateCount: integer("late_count").notNull(),
    /** The open cycle (null before the first CycleOpened). */
    currentCycle: integer("current_cycle"),
    cycleDueAt: chainTime("cycle_due_at"),
    cycleEndsAt: chainTime("cycle_ends_at"),
    /** Owed for the open cycle, in the repayment token, after the repayments made in it. */
    interestOwed: uint256("interest_owed").notNull(),
    penaltyOwed: uint256("penalty_owed").notNull(),
    /** LiquidationReason, once Defaulted. */
    liquidationReason: smallint("liquidation_reason"),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.contract, table.id] }),
    index("lending_loans_status_idx").on(table.chainId, table.contract, table.status, table.id),
    index("lending_loans_borrower_idx").on(table.chainId, table.contract, table.borrower, table.id),
    index("lending_loans_lender_idx").on(table.chainId, table.contract, table.lender, table.id),
  ],
);

/** CycleOpened (the payment request), then CycleClosed. */
export const lendingLoanCycles = pgTable(
  "lending_loan_cycles",
  {
    ...chainEventColumns(),
    loanId: chainId64("loan_id").notNull(),
    cycle: integer("cycle").notNull(),
    dueAt: chainTime("due_at").notNull(),
    endsAt: chainTime("ends_at").notNull(),
    /** Owed when the cycle opened (interest carried over included). */
    interestOwed: uint256("interest_owed").notNull(),
    penaltyOwed: uint256("penalty_owed").notNull(),
    /** Null while open; then whether something was left unpaid. */
    closedLate: boolean("closed_late"),
    ...updatedColumns(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.contract, table.loanId, table.cycle] })],
);
