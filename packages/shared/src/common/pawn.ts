import { z } from "zod";
import { LENDING_API_MESSAGES } from "../lending/messages.ts";
import { walletAddressSchema } from "./identifiers.ts";

const M = LENDING_API_MESSAGES;

/** An id of a collateral, offer or contract in a path: anything that cannot name one is refused with the same words. */
export const pawnIdSchema = z.coerce.number({ error: M.invalidId }).int(M.invalidId).positive(M.invalidId).max(Number.MAX_SAFE_INTEGER, M.invalidId);
export const pawnIdParamsSchema = z.object({ id: pawnIdSchema });

/** A transaction hash the client reports; lower case, as the index stores it. */
export const txHashSchema = z
  .string({ error: M.invalidTxHash })
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, M.invalidTxHash)
  .transform((value) => value.toLowerCase() as `0x${string}`);

/** The body of every call that reports an on-chain action: the transaction the wallet sent. */
export const reportedTransactionSchema = z.object({ txnHash: txHashSchema });

/** A token amount in base units (uint256), as a decimal string: money is never a float. */
export const baseUnitsSchema = z.string({ error: M.invalidAmount }).regex(/^\d{1,78}$/, M.invalidAmount);

/** `walletAddress` of the account lists: one of the caller's wallets; left out, all of them. */
export const walletFilterQuerySchema = z.object({
  walletAddress: z.preprocess((value) => (value === "" ? undefined : value), walletAddressSchema.optional()),
});

/** A token as the lists show it: address (zero address: the native coin) and symbol (null: not a listed token). */
export const tokenRefSchema = z.object({ address: z.string(), symbol: z.string().nullable() });

/** Durations and repayment cycles: 0 weeks, otherwise months (spec §3 durationType). */
export const durationTypeSchema = z.union([z.literal(0), z.literal(1)]);

/** The terms an offer proposes and a contract keeps: tokens, rate (annual percent × LENDING_RATE_ZOOM), threshold, duration and cycle. */
export const loanTermsShape = {
  loanToken: tokenRefSchema,
  repaymentToken: tokenRefSchema,
  interestRate: z.number().int(),
  liquidationThreshold: z.number().int(),
  durationQty: z.number().int(),
  durationType: durationTypeSchema,
  repaymentCycleType: durationTypeSchema,
};

/** An amount of a token, in its base units. */
export const tokenAmountSchema = z.object({ token: tokenRefSchema, amount: baseUnitsSchema });

/** The user types of spec §1: 1 borrower, 2 lender; in a query, which side of a contract the caller reads it as. */
export const USER_TYPES = { borrower: 1, lender: 2 } as const;
export const userTypeSchema = z.union([z.literal(1), z.literal(2)]);
export const userTypeQuerySchema = z.coerce.number({ error: M.invalidUserType }).pipe(z.union([z.literal(1), z.literal(2)], { error: M.invalidUserType }));

/** A comma-separated query list ("USDT,DFY"), at most 20 items; empty or absent: no filter. */
export const commaListSchema = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === "string" ? (value === "" ? undefined : value.split(",")) : value), z.array(item).max(20).optional());
