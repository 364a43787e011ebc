import { z } from "zod";
import { LENDING_RATE_ZOOM } from "../../constants.ts";
import { LENDING_FORM_MESSAGES } from "../messages.ts";

/**
 * The borrower's and the lender's forms (issue 9), validated in the browser with the same rules the
 * lending contracts apply (LendingRules: a duration of at most five years and at least one cycle, a rate
 * above 0 and at most 1000% a year, a threshold above 0 and at most 100%).
 */

const M = LENDING_FORM_MESSAGES;
const MAX_DURATION_DAYS = 5 * 365;
const DAYS = { 0: 7, 1: 30 } as const;

/** A positive decimal as typed ("12", "0.5"): parsed into base units by the caller, who knows the decimals. */
export const decimalAmountSchema = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, M.amount)
  .refine((value) => /[1-9]/.test(value), M.amount);

const unitSchema = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));
const durationQtySchema = z.coerce.number({ error: M.durationQty }).int(M.durationQty).min(1, M.durationQty);
const tokenSchema = z.string({ error: M.token }).min(1, M.token);
const percentSchema = (message: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,5})?$/, message)
    .refine((value) => Number(value) > 0 && Number(value) <= max, message);

const withinFiveYears = (form: { durationQty: number; durationType: 0 | 1 }) => form.durationQty * DAYS[form.durationType] <= MAX_DURATION_DAYS;

/** /pawn: lock a coin or token and ask for a loan. */
export const createCollateralFormSchema = z
  .object({
    collateralToken: tokenSchema,
    amount: decimalAmountSchema,
    loanToken: tokenSchema,
    durationQty: durationQtySchema,
    durationType: unitSchema,
    name: z.string().trim().min(1, M.name).max(100, M.name),
    description: z.string().trim().max(1000, M.description),
  })
  .refine(withinFiveYears, { message: M.durationTooLong, path: ["durationQty"] });
export type CreateCollateralForm = z.input<typeof createCollateralFormSchema>;
export type CreateCollateralValues = z.output<typeof createCollateralFormSchema>;

/** /pawn/offer/{id}: the send-offer dialog. The loan token is the collateral's wanted one. */
export const offerFormSchema = z
  .object({
    amount: decimalAmountSchema,
    repaymentToken: tokenSchema,
    interestRate: percentSchema(M.rate, 1000),
    liquidationThreshold: percentSchema(M.threshold, 100),
    durationQty: durationQtySchema,
    durationType: unitSchema,
    cycleType: unitSchema,
    message: z.string().trim().max(1000, M.message),
  })
  .refine(withinFiveYears, { message: M.durationTooLong, path: ["durationQty"] })
  .refine((form) => form.durationQty * DAYS[form.durationType] >= DAYS[form.cycleType], { message: M.durationShorterThanCycle, path: ["durationQty"] });
export type OfferForm = z.input<typeof offerFormSchema>;

/** A percent as typed ("12.5") in the contracts' scale (percent × LENDING_RATE_ZOOM), exactly. */
export function percentToRate(percent: string): number {
  const [whole = "0", fraction = ""] = percent.trim().split(".");
  const digits = Math.log10(LENDING_RATE_ZOOM);
  return Number(whole) * LENDING_RATE_ZOOM + Number(fraction.slice(0, digits).padEnd(digits, "0"));
}
