import { z } from "zod";
import { LENDING_API_MESSAGES } from "../messages.ts";
import { pageQuerySchema, sortQuerySchema } from "../../common/paged.ts";
import { optionalWalletAddressSchema } from "../../common/identifiers.ts";
import { ASSET_KINDS } from "./collaterals.ts";
import {
  baseUnitsSchema,
  loanTermsShape,
  tokenAmountSchema,
  tokenRefSchema,
  txHashSchema,
  userTypeQuerySchema,
  userTypeSchema,
  walletFilterQuerySchema,
} from "../../common/pawn.ts";

const M = LENDING_API_MESSAGES;

/** Where a contract (a loan) stands: running, paid in full, or liquidated (then `liquidationReason` says why). */
export const CONTRACT_STATUSES = ["ACTIVE", "COMPLETED", "LIQUIDATED"] as const;
export type ContractStatusName = (typeof CONTRACT_STATUSES)[number];
/** Three late cycles, the LTV at the liquidation threshold, or something unpaid at maturity. */
export const LIQUIDATION_REASONS = ["LATE", "RISK", "UNPAID"] as const;
/** CRYPTO: a native coin or ERC-20 collateral; NFT: ERC-721 or ERC-1155 (the inventory's two contract lists). */
export const COLLATERAL_TYPES = ["CRYPTO", "NFT"] as const;

/** GET my-contract/borrow-contracts, loan-contracts and the signed lists: the caller's, newest first. */
export const contractListQuerySchema = pageQuerySchema.extend({
  sort: sortQuerySchema(["id"], { field: "id", direction: "desc" }),
  status: z.enum(CONTRACT_STATUSES, { error: M.invalidStatus(CONTRACT_STATUSES) }).optional(),
  collateralType: z.enum(COLLATERAL_TYPES, { error: M.invalidCollateralType }).optional(),
  ...walletFilterQuerySchema.shape,
});
export type ContractListQuery = z.output<typeof contractListQuerySchema>;

/** A contract: the loan of an accepted offer or of a package, its id the offer's. Amounts in base units. */
export const contractItemSchema = z.object({
  id: z.number().int(),
  collateralId: z.number().int(),
  borrowerWalletAddress: z.string(),
  lenderWalletAddress: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  liquidationReason: z.enum(LIQUIDATION_REASONS).nullable(),
  /** The principal lent at the start, and what of it is still owed. */
  loanAmount: baseUnitsSchema,
  principalOwed: baseUnitsSchema,
  ...loanTermsShape,
  collateral: z.object({
    kind: z.enum(ASSET_KINDS),
    token: tokenRefSchema,
    tokenId: z.string(),
    amount: baseUnitsSchema,
    /** The borrower's name for it (off-chain), null when none was given. */
    name: z.string().nullable(),
  }),
  startedAt: z.string(),
  maturity: z.string(),
  /** The open cycle as last indexed (0 for the first), its due date and end; owed for it in the repayment token. */
  currentCycle: z.number().int().nullable(),
  dueAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  interestOwed: baseUnitsSchema,
  penaltyOwed: baseUnitsSchema,
  lateCount: z.number().int(),
  /** The fee settings the contract keeps (POST transaction-fee with this configId). */
  configId: z.number().int(),
  txnHash: z.string(),
});
export type ContractItem = z.output<typeof contractItemSchema>;

/** GET my-contract/borrow-contracts/{id} and lender-contracts/{id}: which wallet, and as which side (spec §1 user type). */
export const contractDetailQuerySchema = walletFilterQuerySchema.extend({ type: userTypeQuerySchema.optional() });

/** A contract as one side reads it: the other side and its on-chain reputation, and the money that moved so far. */
export const contractDetailSchema = contractItemSchema.extend({
  userType: userTypeSchema,
  counterparty: z.object({ walletAddress: z.string(), reputationBorrower: z.number().int(), reputationLender: z.number().int() }),
  /**
   * Paid by the borrower (type 1: penalty and interest with the system fee, principal with the prepaid fee)
   * or received by the lender (type 2: the same less the system fee), in each token.
   */
  settled: z.object({ repaymentToken: baseUnitsSchema, loanToken: baseUnitsSchema }),
});
export type ContractDetail = z.output<typeof contractDetailSchema>;

/** A line of the profile tabs' signed contracts: who it was signed with and how it ended. */
export const signedContractSchema = z.object({
  id: z.number().int(),
  userType: userTypeSchema,
  counterpartyWalletAddress: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  loanAmount: baseUnitsSchema,
  loanToken: tokenRefSchema,
  collateral: z.object({ kind: z.enum(ASSET_KINDS), token: tokenRefSchema, amount: baseUnitsSchema }),
  startedAt: z.string(),
  maturity: z.string(),
  txnHash: z.string(),
});
export type SignedContract = z.output<typeof signedContractSchema>;

/** GET my-contract/borrow-contract-statistic: one of the caller's wallets, or all of them. */
export const borrowStatisticQuerySchema = z.object({ borrower_wallet_address: optionalWalletAddressSchema });
/** GET my-contract/loan-contract-statistic. */
export const loanStatisticQuerySchema = z.object({ lender_wallet_address: optionalWalletAddressSchema });

/** One side's contracts in figures, per token. */
export const contractStatisticSchema = z.object({
  contracts: z.object({ total: z.number().int(), active: z.number().int(), completed: z.number().int(), liquidated: z.number().int() }),
  /** Principal borrowed (or lent) in all, and still owed. */
  principal: z.array(tokenAmountSchema),
  principalOwed: z.array(tokenAmountSchema),
  /** Penalty and interest paid by the borrower, or received by the lender (less the system fee). */
  interest: z.array(tokenAmountSchema),
  /** Payouts the core could not deliver, waiting for PUT my-contract/claim. */
  credits: z.array(tokenAmountSchema),
});
export type ContractStatistic = z.output<typeof contractStatisticSchema>;

/** PUT my-contract/claim?txnHash: the caller claimed a credit in this transaction. */
export const claimQuerySchema = z.object({ txnHash: txHashSchema });

/** A claimed credit, and what the claiming wallet still has to claim of that token. */
export const claimSchema = z.object({
  walletAddress: z.string(),
  token: tokenRefSchema,
  amount: baseUnitsSchema,
  /** Where the claim sent the tokens. */
  to: z.string(),
  remainingCredit: baseUnitsSchema,
  txnHash: z.string(),
});

/** A USD amount with 18 decimals, as a string of base units (the Hub's oracle scale). */
const usdUnitsSchema = baseUnitsSchema;

/**
 * GET dashboard/recent-contracts/{id}/risk: how close a running loan of fungible collateral stands to a risk
 * liquidation at the oracle's prices now (the core's own loanToValue), and after the collateral falls.
 * `priced` is false for NFT collateral, a finished contract or a missing or stale price: the rest is then null.
 */
export const contractRiskSchema = z.object({
  priced: z.boolean(),
  debtUsd: usdUnitsSchema.nullable(),
  collateralUsd: usdUnitsSchema.nullable(),
  /** Loan-to-value and threshold in basis points (7000 = 70%). */
  ltvBps: z.number().int().nullable(),
  thresholdBps: z.number().int(),
  /** The collateral token's USD price at which the loan becomes liquidatable. */
  liquidationPriceUsd: usdUnitsSchema.nullable(),
  liquidatable: z.boolean(),
  stress: z.array(z.object({ dropPercent: z.number().int(), ltvBps: z.number().int().nullable(), liquidatable: z.boolean() })),
});
export type ContractRisk = z.output<typeof contractRiskSchema>;
