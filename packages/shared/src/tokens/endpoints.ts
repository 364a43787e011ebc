import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { supportedAssetSchema, transactionFeeBodySchema, transactionFeeSchema } from "./schemas.ts";

/** What the protocol accepts and charges (spec §7): public. */
export const TOKENS_ENDPOINTS = {
  /** The tokens and NFT collections the Hub lists, with their prices. */
  supportedAssets: endpoint({ method: "GET", path: "/pawn/supported-asset", answer: z.array(supportedAssetSchema) }),
  /** The fee settings new loans take, or those of `configId` (a running loan's). */
  transactionFee: endpoint({ method: "POST", path: "/pawn/transaction-fee", body: transactionFeeBodySchema, answer: transactionFeeSchema }),
};
