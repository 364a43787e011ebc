import { index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { chainId64, chainTime, uint256 } from "../chain-spine/chain-columns.ts";

/**
 * What happened on the lending core, one row per event, never updated (a rollback deletes the rows of
 * the abandoned blocks): repayments, liquidations, credits, settings. Keyed by the log.
 */

/** Repaid: what a payment paid, fees included. */
export const lendingRepayments = pgTable(
  "lending_repayments",
  {
    ...chainEventColumns(),
    loanId: chainId64("loan_id").notNull(),
    payer: text("payer").notNull(),
    penalty: uint256("penalty").notNull(),
    interest: uint256("interest").notNull(),
    principal: uint256("principal").notNull(),
    prepaidFee: uint256("prepaid_fee").notNull(),
    systemFee: uint256("system_fee").notNull(),
    paidAt: chainTime("paid_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("lending_repayments_loan_idx").on(table.chainId, table.contract, table.loanId, table.blockNumber),
  ],
);

/** LoanLiquidated: where the collateral went. */
export const lendingLiquidations = pgTable(
  "lending_liquidations",
  {
    ...chainEventColumns(),
    loanId: chainId64("loan_id").notNull(),
    collateralId: chainId64("collateral_id").notNull(),
    /** LiquidationReason. */
    reason: smallint("reason").notNull(),
    toLender: uint256("to_lender").notNull(),
    toFeeWallet: uint256("to_fee_wallet").notNull(),
    liquidatedAt: chainTime("liquidated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("lending_liquidations_loan_idx").on(table.chainId, table.contract, table.loanId),
  ],
);

/** PaymentCredited (kind "credited") and CreditClaimed ("claimed", with its receiver): a balance is their difference. */
export const lendingCredits = pgTable(
  "lending_credits",
  {
    ...chainEventColumns(),
    account: text("account").notNull(),
    token: text("token").notNull(),
    kind: text("kind", { enum: ["credited", "claimed"] }).notNull(),
    amount: uint256("amount").notNull(),
    claimedTo: text("claimed_to"),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("lending_credits_account_idx").on(table.chainId, table.contract, table.account, table.token),
  ],
);

/** ConfigChanged: the settings loans snapshot by config id (percent x ZOOM). */
export const lendingConfigChanges = pgTable(
  "lending_config_changes",
  {
    ...chainEventColumns(),
    configId: integer("config_id").notNull(),
    systemFee: integer("system_fee").notNull(),
    penaltyRate: integer("penalty_rate").notNull(),
    prepaidFeeRate: integer("prepaid_fee_rate").notNull(),
    lateThreshold: integer("late_threshold").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("lending_config_changes_id_idx").on(table.chainId, table.contract, table.configId),
  ],
);

/** EmergencyWithdrawn: assets no position accounted for, moved out by the Admin. */
export const lendingEmergencyWithdrawals = pgTable(
  "lending_emergency_withdrawals",
  {
    ...chainEventColumns(),
    /** AssetKind. */
    kind: smallint("kind").notNull(),
    token: text("token").notNull(),
    tokenId: uint256("token_id").notNull(),
    amount: uint256("amount").notNull(),
    receiver: text("receiver").notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] })],
);
