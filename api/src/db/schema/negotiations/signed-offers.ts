import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { chainId64, chainTime, uint256 } from "../chain-spine/chain-columns.ts";
import { negotiations } from "./negotiations.ts";
import { users } from "../accounts/users.ts";

/**
 * SignedOffers' events, one row each (decision 0022): an accepted offer (its digest and loan), a cancelled
 * nonce, a raised nonce floor. An offer's status is read against them.
 */
export const signedOfferEvents = pgTable(
  "signed_offer_events",
  {
    ...chainEventColumns(),
    /** ACCEPTED, NONCE_CANCELLED or NONCES_INVALIDATED. */
    kind: text("kind", { enum: ["ACCEPTED", "NONCE_CANCELLED", "NONCES_INVALIDATED"] }).notNull(),
    lender: text("lender").notNull(),
    /** The nonce (the floor for NONCES_INVALIDATED). */
    nonce: uint256("nonce").notNull(),
    offerHash: text("offer_hash"),
    loanId: chainId64("loan_id"),
    at: chainTime("at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index("signed_offer_events_lender_idx").on(table.chainId, table.contract, table.lender, table.kind),
    index("signed_offer_events_hash_idx").on(table.chainId, table.contract, table.offerHash),
  ],
);

/** Offers lenders signed off chain and gave the API to show the borrower (decision 0022); the signature is kept as given. */
export const signedOffers = pgTable(
  "signed_offers",
  {
    id: serial("id").primaryKey(),
    chainId: integer("chain_id").notNull(),
    /** The SignedOffers contract of the domain. */
    contract: text("contract").notNull(),
    /** The EIP-712 digest. */
    hash: text("hash").notNull(),
    /** Checksummed, as the index keeps addresses. */
    lender: text("lender").notNull(),
    collateralId: chainId64("collateral_id").notNull(),
    /**
     * The transaction that created the collateral: the offer is shown (with its signature) only while the collateral
     * of that id is the one it was made for, never to the owner of another collateral a reorganisation gave the id to.
     */
    collateralTxHash: text("collateral_tx_hash"),
    amount: uint256("amount").notNull(),
    loanToken: text("loan_token").notNull(),
    repaymentToken: text("repayment_token").notNull(),
    interestRate: integer("interest_rate").notNull(),
    liquidationThreshold: integer("liquidation_threshold").notNull(),
    durationQty: integer("duration_qty").notNull(),
    durationUnit: smallint("duration_unit").notNull(),
    cycleUnit: smallint("cycle_unit").notNull(),
    nonce: uint256("nonce").notNull(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    signature: text("signature").notNull(),
    message: text("message").notNull().default(""),
    /** The thread whose agreed terms it signs (decision 0027); null for an offer made outright. */
    negotiationId: integer("negotiation_id").references(() => negotiations.id, { onDelete: "set null" }),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("signed_offers_hash_idx").on(table.chainId, table.contract, table.hash),
    index("signed_offers_collateral_idx").on(table.chainId, table.collateralId, table.id),
    index("signed_offers_lender_idx").on(table.lender, table.id),
  ],
);
