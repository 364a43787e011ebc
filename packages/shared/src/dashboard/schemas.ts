import { z } from "zod";
import { DASHBOARD_MESSAGES } from "./messages.ts";
import { LENDING_API_MESSAGES } from "../lending/messages.ts";
import { baseUnitsSchema, tokenRefSchema } from "../common/pawn.ts";
import { contractListQuerySchema } from "../lending/schemas/contracts.ts";

const M = DASHBOARD_MESSAGES;

/** GET /dashboard/recent-contracts: every contract, newest first (the caller's wallet filter does not apply here). */
export const recentContractQuerySchema = contractListQuerySchema.omit({ walletAddress: true }).extend({
  /** The dashboard's search: contracts lending this token or holding it as collateral. */
  symbol: z.string({ error: LENDING_API_MESSAGES.invalidSymbol }).trim().min(1, LENDING_API_MESSAGES.invalidSymbol).max(20, LENDING_API_MESSAGES.invalidSymbol).optional(),
});

/** USD values are decimal strings (18 decimals at most) at the oracle's prices now; tokens without a fresh price count as 0. */
const usdSchema = z.string();

/** GET /dashboard/volume-statistic: the protocol in figures. */
export const volumeStatisticSchema = z.object({
  contracts: z.object({ total: z.number().int(), active: z.number().int(), completed: z.number().int(), liquidated: z.number().int() }),
  collaterals: z.number().int(),
  loanVolumeUsd: usdSchema,
  principalOutstandingUsd: usdSchema,
  collateralLockedUsd: usdSchema,
  interestPaidUsd: usdSchema,
});
export type VolumeStatistic = z.output<typeof volumeStatisticSchema>;

/** GET /crypto-asset: each token of the deployment with its price and what the protocol holds and lends of it. */
export const cryptoAssetSchema = z.object({
  token: tokenRefSchema,
  name: z.string(),
  decimals: z.number().int(),
  usdExchange: z.string().nullable(),
  collateralLocked: baseUnitsSchema,
  collaterals: z.number().int(),
  loanVolume: baseUnitsSchema,
  principalOutstanding: baseUnitsSchema,
  activeContracts: z.number().int(),
  interestPaid: baseUnitsSchema,
});
export type CryptoAsset = z.output<typeof cryptoAssetSchema>;

/** How the volume series is cut: UTC calendar days, or ISO weeks (from Monday 00:00 UTC). */
export const VOLUME_INTERVALS = ["day", "week"] as const;
export type VolumeInterval = (typeof VOLUME_INTERVALS)[number];
/** A year of days at most: one answer stays small. */
export const MAX_VOLUME_PERIODS = 366;

/** GET /dashboard/volume-series: the last `periods` days or weeks, up to the chain's time now. */
export const volumeSeriesQuerySchema = z.object({
  interval: z.enum(VOLUME_INTERVALS, { error: M.invalidInterval(VOLUME_INTERVALS) }).default("day"),
  periods: z.coerce
    .number({ error: M.invalidPeriods(MAX_VOLUME_PERIODS) })
    .int(M.invalidPeriods(MAX_VOLUME_PERIODS))
    .min(1, M.invalidPeriods(MAX_VOLUME_PERIODS))
    .max(MAX_VOLUME_PERIODS, M.invalidPeriods(MAX_VOLUME_PERIODS))
    .default(30),
});
export type VolumeSeriesQuery = z.output<typeof volumeSeriesQuerySchema>;

/** What loans lent of one token: the principal at their start, in base units and in USD at today's price. */
const tokenVolumeSchema = z.object({
  token: tokenRefSchema,
  amount: baseUnitsSchema,
  amountUsd: usdSchema,
  loans: z.number().int(),
});
export type TokenVolume = z.output<typeof tokenVolumeSchema>;

/** GET /dashboard/volume-series: loans started in each period (every period present, empty ones too), and by token over them all. */
export const volumeSeriesSchema = z.object({
  interval: z.enum(VOLUME_INTERVALS),
  /** The first period's start and the chain's time now (ISO). */
  from: z.string(),
  to: z.string(),
  points: z.array(
    z.object({
      start: z.string(),
      loans: z.number().int(),
      loanVolumeUsd: usdSchema,
      tokens: z.array(tokenVolumeSchema),
    }),
  ),
  /** Largest USD volume first. */
  tokens: z.array(tokenVolumeSchema),
});
export type VolumeSeries = z.output<typeof volumeSeriesSchema>;
