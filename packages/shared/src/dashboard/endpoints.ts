import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { pagedSchema } from "../common/paged.ts";
import { pawnIdParamsSchema } from "../common/pawn.ts";
import { contractItemSchema, contractRiskSchema } from "../lending/schemas/contracts.ts";
import { repaymentPageQuerySchema, repaymentSchema, repaymentStatsSchema } from "../lending/schemas/repayments.ts";
import { packageSchema, packageSearchQuerySchema } from "../packages/schemas/packages.ts";
import { cryptoAssetSchema, recentContractQuerySchema, volumeSeriesQuerySchema, volumeSeriesSchema, volumeStatisticSchema } from "./schemas.ts";

/** The dashboard of spec §7 (public, never signed): recent contracts, the protocol's figures, the published packages. */
export const DASHBOARD_ENDPOINTS = {
  /** Every contract, newest first; `symbol`: those lending that token or holding it as collateral. */
  recentContracts: endpoint({ method: "GET", path: "/pawn/dashboard/recent-contracts", query: recentContractQuerySchema, answer: pagedSchema(contractItemSchema) }),
  recentContract: endpoint({ method: "GET", path: "/pawn/dashboard/recent-contracts/:id", params: pawnIdParamsSchema, answer: contractItemSchema }),
  /** How close a running contract stands to a risk liquidation, at the oracle's prices now. */
  contractRisk: endpoint({ method: "GET", path: "/pawn/dashboard/recent-contracts/:id/risk", params: pawnIdParamsSchema, answer: contractRiskSchema }),
  contractRepayments: endpoint({ method: "GET", path: "/pawn/dashboard/recent-contracts/:id/repayment-histories", params: pawnIdParamsSchema, query: repaymentPageQuerySchema, answer: pagedSchema(repaymentSchema) }),
  contractStatistic: endpoint({ method: "GET", path: "/pawn/dashboard/recent-contracts/:id/statistic", params: pawnIdParamsSchema, answer: repaymentStatsSchema }),
  /** The protocol's volumes in USD. */
  volumeStatistic: endpoint({ method: "GET", path: "/pawn/dashboard/volume-statistic", answer: volumeStatisticSchema }),
  /** Each token with its price and what the protocol holds and lends of it. */
  cryptoAssets: endpoint({ method: "GET", path: "/pawn/crypto-asset", answer: z.array(cryptoAssetSchema) }),
  /** The volume lent in each of the last `periods` days or weeks. */
  volumeSeries: endpoint({ method: "GET", path: "/pawn/dashboard/volume-series", query: volumeSeriesQuerySchema, answer: volumeSeriesSchema }),
  /** The published loan packages, newest first, with the market's filters. */
  loanPackages: endpoint({ method: "GET", path: "/pawn/dashboard/loan-packages", query: packageSearchQuerySchema, answer: pagedSchema(packageSchema) }),
};
