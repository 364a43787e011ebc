import { z } from "zod";
import { PACKAGE_MESSAGES } from "../messages.ts";
import { pageQuerySchema, pagedSchema } from "../../common/paged.ts";
import { SUBMISSION_STATUSES, submittedCollateralSchema } from "../../lending/schemas/collaterals.ts";
import { baseUnitsSchema, commaListSchema, durationTypeSchema, pawnIdSchema, reportedTransactionSchema, tokenRefSchema } from "../../common/pawn.ts";
import { negotiationSchema } from "../../negotiations/schemas/negotiations.ts";
import { pawnShopSchema } from "./shops.ts";

const M = PACKAGE_MESSAGES;

/** Spec §9: 0 Auto, 1 Semi-auto, 2 Negotiation. */
export const PACKAGE_TYPES = { AUTO: 0, SEMI_AUTO: 1, NEGOTIATION: 2 } as const;
export const packageTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: M.invalidType });
export type PackageType = z.infer<typeof packageTypeSchema>;

/** Where a package stands: a draft in the API, published (on chain or in the negotiation market), or unpublished. */
export const PACKAGE_STATUSES = ["DRAFT", "PUBLISHED", "UNPUBLISHED"] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** Most durations a package may offer: five years, as the contracts allow. */
const MAX_DURATION = { 0: 260, 1: 60 } as const;

// Zod runs a refinement even after the pattern failed: convert only what is a whole number.
const amountSchema = baseUnitsSchema.refine((value) => !/^\d+$/.test(value) || BigInt(value) > 0n, M.invalidAmount);
/** An annual rate in percent, above 0 and at most 1000, with at most 3 decimals (the contracts keep 5). */
const rateSchema = z
  .number({ error: M.invalidRate })
  .gt(0, M.invalidRate)
  .max(1000, M.invalidRate)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, M.invalidRate);
const percentSchema = (message: string) => z.number({ error: message }).gt(0, message).max(100, message);
const durationSchema = z.number({ error: M.invalidDuration }).int(M.invalidDuration).min(1, M.invalidDuration);
const symbolSchema = z.string({ error: M.invalidToken }).trim().min(1, M.invalidToken).max(20, M.invalidToken);

export { toContractRate } from "@openpawn/chain/lending/contract-rate";

/**
 * A loan package as its lender writes it (spec §3 crypto package), with its budget: the most it lends in
 * total. The rules are the PawnShop's (contracts/src/lending/PawnShop.sol), so a draft that passes them
 * publishes: amounts strictly ordered, durations within five years, LTV below the threshold.
 */
export const packageBodySchema = z
  .object({
    type: packageTypeSchema,
    message: z.string({ error: M.invalidMessage }).trim().max(1000, M.invalidMessage).default(""),
    loanToken: symbolSchema.default("DFY"),
    repaymentToken: symbolSchema.default("DFY"),
    loanAmountMin: amountSchema,
    loanAmountMax: amountSchema,
    budget: amountSchema,
    collateralAcceptance: z.array(symbolSchema, { error: M.invalidCollaterals }).min(1, M.invalidCollaterals).max(20, M.invalidCollaterals),
    interestRate: rateSchema.optional(),
    interestRateMin: rateSchema.optional(),
    interestRateMax: rateSchema.optional(),
    durationFrom: durationSchema,
    durationTo: durationSchema,
    durationType: durationTypeSchema,
    loanToValue: percentSchema(M.invalidLtv),
    ltvLiquidationThreshold: percentSchema(M.invalidThreshold),
  })
  .superRefine((value, context) => {
    const issue = (message: string, path: string) => context.addIssue({ code: "custom", message, path: [path] });
    // Zod runs this even when a field failed its own check: compare amounts only when all are whole numbers.
    const whole = (amount: string) => (/^\d+$/.test(amount) ? BigInt(amount) : null);
    const [min, max, budget] = [whole(value.loanAmountMin), whole(value.loanAmountMax), whole(value.budget)];
    if (min !== null && max !== null && min >= max) issue(M.amountRange, "loanAmountMax");
    if (min !== null && budget !== null && budget < min) issue(M.budgetTooSmall, "budget");
    if (value.durationFrom > value.durationTo) issue(M.durationRange, "durationTo");
    if (value.durationTo > MAX_DURATION[value.durationType]) issue(M.invalidDuration, "durationTo");
    if (value.loanToValue >= value.ltvLiquidationThreshold) issue(M.invalidLtv, "loanToValue");
    if (value.type === PACKAGE_TYPES.NEGOTIATION) {
      if (value.interestRateMin === undefined || value.interestRateMax === undefined) issue(M.rateRangeRequired, "interestRateMin");
      else if (value.interestRateMin > value.interestRateMax) issue(M.rateRange, "interestRateMax");
    } else if (value.interestRate === undefined) {
      issue(M.rateRequired, "interestRate");
    }
  });
export type PackageBody = z.output<typeof packageBodySchema>;

/** POST /crypto-package/create-and-publish: an Auto or Semi-auto package also reports its createPackage. */
export const createAndPublishBodySchema = packageBodySchema.and(z.object({ txnHash: reportedTransactionSchema.shape.txnHash.optional() }));
export type CreateAndPublishBody = z.output<typeof createAndPublishBodySchema>;

/** PUT publish / unpublish / cancel / reopen: the transaction, for a package on chain. */
export const optionalTransactionBodySchema = z.object({ txnHash: reportedTransactionSchema.shape.txnHash.optional() });

/**
 * Why a published package takes no submission now (the funding guardrail, decision 0026): its budget left,
 * or its owner's balance or allowance toward the lending core, is below its minimum loan.
 */
export const PAUSE_REASONS = ["BUDGET_SPENT", "INSUFFICIENT_BALANCE", "INSUFFICIENT_ALLOWANCE"] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** A package as its lender and the market see it. Amounts in base units; rates in percent. */
export const packageSchema = z.object({
  id: z.number().int(),
  type: packageTypeSchema,
  status: z.enum(PACKAGE_STATUSES),
  message: z.string(),
  loanToken: tokenRefSchema,
  repaymentToken: tokenRefSchema,
  loanAmountMin: z.string(),
  loanAmountMax: z.string(),
  budget: z.string(),
  /** What it may still lend: the budget less what its loans lent. */
  budgetLeft: z.string(),
  collateralAcceptance: z.array(tokenRefSchema),
  interestRate: z.number().nullable(),
  interestRateMin: z.number().nullable(),
  interestRateMax: z.number().nullable(),
  durationFrom: z.number().int(),
  durationTo: z.number().int(),
  durationType: durationTypeSchema,
  loanToValue: z.number(),
  ltvLiquidationThreshold: z.number(),
  /** The package's id in the PawnShop contract, once published on chain. */
  chainPackageId: z.number().int().nullable(),
  /** Set when a published package takes no submission now, with why. */
  pausedReasons: z.array(z.enum(PAUSE_REASONS)),
  shop: pawnShopSchema.pick({ id: true, type: true, name: true, logo: true, walletAddress: true }),
  createdAt: z.string(),
});
export type LoanPackage = z.infer<typeof packageSchema>;

/** GET /crypto-package: the caller's own packages. */
export const ownPackagesQuerySchema = pageQuerySchema.extend({
  status: z.enum(PACKAGE_STATUSES).optional(),
  type: z.coerce.number().pipe(packageTypeSchema).optional(),
});

/** GET /pawn-shop-package/search: the market of published packages, by the /pawn/lender filters. */
export const packageSearchQuerySchema = pageQuerySchema.extend({
  loanSymbols: commaListSchema(z.string().trim().min(1).max(20)),
  collateralSymbols: commaListSchema(z.string().trim().min(1).max(20)),
  durationTypes: commaListSchema(z.coerce.number().pipe(durationTypeSchema)),
  type: z.coerce.number().pipe(packageTypeSchema).optional(),
  shopId: z.coerce.number().int().positive().optional(),
});
export type PackageSearchQuery = z.infer<typeof packageSearchQuerySchema>;
/** GET /pawn-shop/{id}/pawn-shop-packages: the market's filters within one shop (the path names it). */
export const shopPackagesQuerySchema = packageSearchQuerySchema.omit({ shopId: true });

/** POST /pawn-shop-package/submitCollateral: what the borrower's submission did (an AUTO package may contract at once). */
export const submissionReportSchema = z.object({
  submissionId: z.number().int(),
  /** The API's package id (null for a package published outside the API). */
  packageId: z.number().int().nullable(),
  collateralId: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  contractId: z.number().int().nullable(),
  /** Why an AUTO submission stayed PENDING: what the package cannot fund of the loan the AUTO rule gives it. */
  waitingReasons: z.array(z.enum(PAUSE_REASONS)),
});
export type SubmissionReport = z.infer<typeof submissionReportSchema>;

/** GET /pawn-shop-package?collateral-id=: the published packages that may lend on one collateral. */
export const packagesForCollateralQuerySchema = pageQuerySchema.extend({ "collateral-id": pawnIdSchema });

/** PUT /crypto-package/{id}/apply-collateral/{collateral_id}: the package and the collateral whose request it accepted. */
export const applyCollateralParamsSchema = z.object({ id: pawnIdSchema, collateral_id: pawnIdSchema });

/** GET /loan-requests (spec §3): page from 0, and p2p (default true): direct requests to the caller, else to their packages. */
export const loanRequestListQuerySchema = pageQuerySchema.extend({
  p2p: z.enum(["true", "false"], { error: M.invalidP2p }).default("true").transform((value) => value === "true"),
});
/** Direct (P2P) requests are negotiation threads; requests to packages are submissions. */
export const loanRequestPageSchema = z.union([pagedSchema(negotiationSchema), pagedSchema(submittedCollateralSchema)]);
