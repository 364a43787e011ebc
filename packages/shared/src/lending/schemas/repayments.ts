import { z } from "zod";
import { LENDING_API_MESSAGES } from "../messages.ts";
import { optionalBody } from "../../common/envelope.ts";
import { pageQuerySchema, pagedSchema } from "../../common/paged.ts";
import { baseUnitsSchema, pawnIdSchema, tokenRefSchema } from "../../common/pawn.ts";

const M = LENDING_API_MESSAGES;

/**
 * A repayment request is a cycle of a contract: ACTIVE while open, PAID when it closed with nothing owed
 * (or the contract was paid off in it), LATE when it closed with penalty or interest unpaid, LIQUIDATED when
 * the contract was liquidated in it.
 */
export const REPAYMENT_REQUEST_STATUSES = ["ACTIVE", "PAID", "LATE", "LIQUIDATED"] as const;
export type RepaymentRequestStatus = (typeof REPAYMENT_REQUEST_STATUSES)[number];

/** `<contract id>-<cycle>`, the cycle counted from 0 as the contract counts it. */
export const repaymentRequestIdSchema = z
  .string({ error: M.invalidRequestId })
  .regex(/^[1-9]\d{0,14}-\d{1,5}$/, M.invalidRequestId)
  .transform((value) => {
    const [contractId = 0, cycle = 0] = value.split("-").map(Number);
    return { contractId, cycle };
  });
export const repaymentRequestParamsSchema = z.object({ id: repaymentRequestIdSchema });

/** GET my-contract/repayment_information?contractId. */
export const repaymentInformationQuerySchema = z.object({ contractId: pawnIdSchema });

/** Penalty, interest and principal, as the contract splits a payment (penalty and interest in the repayment token, principal in the loan token). */
const partsSchema = z.object({ penalty: baseUnitsSchema, interest: baseUnitsSchema, principal: baseUnitsSchema });
export type RepaymentParts = z.infer<typeof partsSchema>;

export const repaymentRequestSchema = z.object({
  id: z.string(),
  contractId: z.number().int(),
  cycle: z.number().int(),
  startsAt: z.string(),
  dueAt: z.string(),
  endsAt: z.string(),
  repaymentToken: tokenRefSchema,
  loanToken: tokenRefSchema,
  /** Owed for the cycle when it opened (interest carried from earlier cycles included); principal is due in the last cycle only. */
  owed: partsSchema,
  /** Paid within the cycle. */
  paid: partsSchema.extend({ prepaidFee: baseUnitsSchema }),
  status: z.enum(REPAYMENT_REQUEST_STATUSES),
});
export type RepaymentRequest = z.output<typeof repaymentRequestSchema>;

/** GET repayment-request/{id}/summary: what a cycle asked, what was paid, what is left, in totals per token. */
export const repaymentRequestSummarySchema = z.object({
  id: z.string(),
  contractId: z.number().int(),
  cycle: z.number().int(),
  status: z.enum(REPAYMENT_REQUEST_STATUSES),
  dueAt: z.string(),
  repaymentToken: tokenRefSchema,
  loanToken: tokenRefSchema,
  /** Penalty plus interest, in the repayment token. */
  owed: baseUnitsSchema,
  paid: baseUnitsSchema,
  remaining: baseUnitsSchema,
  /** Principal, in the loan token: due in this cycle, and paid in it. */
  principalDue: baseUnitsSchema,
  principalPaid: baseUnitsSchema,
});
export type RepaymentRequestSummary = z.output<typeof repaymentRequestSummarySchema>;

/** A payment (the core's Repaid), fees included. */
export const repaymentSchema = z.object({
  contractId: z.number().int(),
  cycle: z.number().int(),
  payerWalletAddress: z.string(),
  penalty: baseUnitsSchema,
  interest: baseUnitsSchema,
  principal: baseUnitsSchema,
  prepaidFee: baseUnitsSchema,
  systemFee: baseUnitsSchema,
  repaymentToken: tokenRefSchema,
  loanToken: tokenRefSchema,
  paidAt: z.string(),
  txnHash: z.string(),
});
export type Repayment = z.output<typeof repaymentSchema>;

/** GET repayment-request/{id}: the request and a page of its payments. */
export const repaymentRequestDetailSchema = repaymentRequestSchema.extend({ repayments: pagedSchema(repaymentSchema) });

/** The lists of repayments and requests: page from 0, 10 a page, in chain order. */
export const repaymentPageQuerySchema = pageQuerySchema;

/** GET my-contract/{id}/repayment-stats and dashboard/recent-contracts/{id}/statistic. */
export const repaymentStatsSchema = z.object({
  contractId: z.number().int(),
  cycles: z.number().int(),
  cyclesPaid: z.number().int(),
  cyclesLate: z.number().int(),
  repaymentToken: tokenRefSchema,
  loanToken: tokenRefSchema,
  paid: partsSchema.extend({ prepaidFee: baseUnitsSchema, systemFee: baseUnitsSchema }),
  principalOwed: baseUnitsSchema,
  /** The open cycle's due date; null once the contract ended. */
  nextDueAt: z.string().nullable(),
});
export type RepaymentStats = z.output<typeof repaymentStatsSchema>;

/**
 * What the contract is owed as of the chain's time now (`asOf`), read from the index, or from the contract's
 * own settle when a cycle ended without anybody settling it yet; and what paying it all off costs now.
 */
export const repaymentInformationSchema = z.object({
  contractId: z.number().int(),
  asOf: z.string(),
  cycle: z.number().int(),
  dueAt: z.string(),
  endsAt: z.string(),
  /** In the last cycle no prepaid fee is charged on principal. */
  inLastCycle: z.boolean(),
  repaymentToken: tokenRefSchema,
  loanToken: tokenRefSchema,
  owed: partsSchema,
  /** The contract's fee settings (percent × LENDING_RATE_ZOOM). */
  systemFeeRate: z.number().int(),
  prepaidFeeRate: z.number().int(),
  fullRepayment: partsSchema.extend({ prepaidFee: baseUnitsSchema, systemFee: baseUnitsSchema }),
});
export type RepaymentInformation = z.output<typeof repaymentInformationSchema>;

/** POST my-contract/{id}/calculate-repayment-fee: what the borrower means to pay of each part (missing: none). */
export const repaymentFeeBodySchema = optionalBody(
  z.object({
    penalty: baseUnitsSchema.default("0"),
    interest: baseUnitsSchema.default("0"),
    principal: baseUnitsSchema.default("0"),
  }),
);

/** How the contract would take that payment now: each part capped at what is owed, and the fees on it. */
export const repaymentFeeSchema = z.object({
  contractId: z.number().int(),
  asOf: z.string(),
  cycle: z.number().int(),
  payment: partsSchema.extend({ prepaidFee: baseUnitsSchema, systemFee: baseUnitsSchema }),
  /** To approve and send: penalty + interest in the repayment token, principal + prepaid fee in the loan token. */
  repaymentTokenTotal: baseUnitsSchema,
  loanTokenTotal: baseUnitsSchema,
  remaining: partsSchema,
  /** Whether the payment pays the contract off (the collateral goes back). */
  completesContract: z.boolean(),
  repaymentToken: tokenRefSchema,
  loanToken: tokenRefSchema,
});
export type RepaymentFee = z.output<typeof repaymentFeeSchema>;
