import { z } from "zod";
import { baseUnitsSchema, tokenRefSchema } from "./pawn-common.ts";

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
