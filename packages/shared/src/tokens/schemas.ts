import { z } from "zod";
import { LENDING_API_MESSAGES } from "../lending/messages.ts";
import { optionalBody } from "../common/envelope.ts";

const M = LENDING_API_MESSAGES;

/**
 * GET /supported-asset: a token or NFT collection the Hub lists (spec §3 Token). `usdExchange` is the
 * oracle's USD price as a decimal string, null when the token has no fresh price (NFTs never have one).
 */
export const supportedAssetSchema = z.object({
  address: z.string(),
  symbol: z.string().nullable(),
  name: z.string().nullable(),
  decimals: z.number().int().nullable(),
  isWhitelistCollateral: z.boolean(),
  isWhitelistSupply: z.boolean(),
  isNftCollection: z.boolean(),
  usdExchange: z.string().nullable(),
});
export type SupportedAsset = z.output<typeof supportedAssetSchema>;

/** POST transaction-fee: the settings new loans take, or those of `configId` (a running loan's). */
export const transactionFeeBodySchema = optionalBody(
  z.object({ configId: z.coerce.number({ error: M.invalidConfigId }).int(M.invalidConfigId).min(0, M.invalidConfigId).max(65_535, M.invalidConfigId).optional() }),
);

/** The lending core's fee settings (rates in percent × LENDING_RATE_ZOOM, as the contracts store them). */
export const transactionFeeSchema = z.object({
  configId: z.number().int(),
  systemFee: z.number().int(),
  penaltyRate: z.number().int(),
  prepaidFeeRate: z.number().int(),
  lateThreshold: z.number().int(),
  rateZoom: z.number().int(),
});
export type TransactionFee = z.output<typeof transactionFeeSchema>;
