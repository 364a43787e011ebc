import { z } from "zod";
import { LENDING_API_MESSAGES } from "../messages.ts";
import { pageQuerySchema } from "../../common/paged.ts";
import { tokenAmountSchema } from "../../common/pawn.ts";

const M = LENDING_API_MESSAGES;

/**
 * What happened on the lending core to a user's positions (GET account/txn-histories), named after the
 * core's events: a collateral escrowed, increased or withdrawn; an offer made, cancelled or rejected; a
 * loan started, repaid, completed or liquidated; a payout claimed.
 */
export const TRANSACTION_TYPES = [
  "CollateralCreated",
  "CollateralIncreased",
  "CollateralWithdrawn",
  "OfferCreated",
  "OfferCancelled",
  "OfferRejected",
  "LoanStarted",
  "Repaid",
  "LoanCompleted",
  "LoanLiquidated",
  "CreditClaimed",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** GET account/txn-histories: a page, optionally of one type, newest first. */
export const transactionHistoryQuerySchema = pageQuerySchema.extend({
  type: z.enum(TRANSACTION_TYPES, { error: M.invalidTransactionType(TRANSACTION_TYPES) }).optional(),
});
export type TransactionHistoryQuery = z.output<typeof transactionHistoryQuerySchema>;

/** An amount with its token; an NFT collateral's also names its kind and id (the amount is a count). */
export const transactionAmountSchema = tokenAmountSchema.extend({
  nft: z.object({ kind: z.enum(["ERC721", "ERC1155"]), tokenId: z.string() }).nullable(),
});

export const transactionSchema = z.object({
  type: z.enum(TRANSACTION_TYPES),
  txHash: z.string(),
  /** Block time, ISO 8601. */
  at: z.string(),
  /** The user's side of it: the collateral's borrower or the offer's (loan's) lender; null for a claim. */
  side: z.enum(["borrower", "lender"]).nullable(),
  collateralId: z.number().int().nullable(),
  offerId: z.number().int().nullable(),
  contractId: z.number().int().nullable(),
  /** What moved or was proposed, each amount with its token (a repayment: charges, then principal). */
  amounts: z.array(transactionAmountSchema),
});
export type Transaction = z.output<typeof transactionSchema>;
