import { index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { chainId64, chainTime, uint256, updatedColumns } from "../chain-spine/chain-columns.ts";

/** The PawnShop's packages and submissions as they stand; updated in place, undone through chain_undo_journal. */

/** PackageCreated, then PackageStatusChanged. */
export const packageChainStates = pgTable(
  "package_chain_states",
  {
    ...chainEventColumns(),
    id: chainId64("id").notNull(),
    owner: text("owner").notNull(),
    /** PawnShopPackageType. */
    packageType: smallint("package_type").notNull(),
    loanToken: text("loan_token").notNull(),
    minAmount: uint256("min_amount").notNull(),
    maxAmount: uint256("max_amount").notNull(),
    repaymentToken: text("repayment_token").notNull(),
    interestRate: integer("interest_rate").notNull(),
    minDuration: integer("min_duration").notNull(),
    maxDuration: integer("max_duration").notNull(),
    durationUnit: smallint("duration_unit").notNull(),
    cycleUnit: smallint("cycle_unit").notNull(),
    ltv: integer("ltv").notNull(),
    liquidationThreshold: integer("liquidation_threshold").notNull(),
    /** Accepted collateral tokens and NFT collections. */
    collaterals: text("collaterals").array().notNull(),
    /** The most the package lends in total; what it lent is the sum of its contracted submissions' loans. */
    budget: uint256("budget").notNull(),
    /** PawnShopPackageStatus. */
    status: smallint("status").notNull(),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.contract, table.id] }),
    index("package_chain_states_owner_idx").on(table.chainId, table.contract, table.owner, table.id),
  ],
);

/**
 * SubmissionStatusChanged: the first one creates the row (with the borrower's minimum and expiry, which
 * every such event carries), later ones change its status and loan (projectors/pawn-shop.ts).
 */
export const packageSubmissions = pgTable(
  "package_submissions",
  {
    ...chainEventColumns(),
    id: chainId64("id").notNull(),
    packageId: chainId64("package_id").notNull(),
    collateralId: chainId64("collateral_id").notNull(),
    /** PawnShopSubmissionStatus. */
    status: smallint("status").notNull(),
    /** The loan opened, once Contracted. */
    loanId: chainId64("loan_id"),
    minAmount: uint256("min_amount").notNull(),
    expiresAt: chainTime("expires_at").notNull(),
    ...updatedColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.contract, table.id] }),
    index("package_submissions_package_idx").on(table.chainId, table.contract, table.packageId, table.id),
    index("package_submissions_collateral_idx").on(table.chainId, table.contract, table.collateralId),
  ],
);
