import { queryOptions, useQuery } from "@tanstack/react-query";
import { TOKENS_ENDPOINTS } from "@openpawn/shared/tokens/endpoints";
import { callEndpoint } from "./endpoint-call.ts";
import { LENDING_QUERY_ROOT } from "./lending-reads.ts";

/** What the Hub says of tokens and fees now: every pawn feature's forms and confirmations read it. */

const publicCall = { auth: false } as const;

export const getSupportedAssets = () => callEndpoint(TOKENS_ENDPOINTS.supportedAssets, publicCall);
export const getTransactionFee = (configId?: number) =>
  callEndpoint(TOKENS_ENDPOINTS.transactionFee, { ...publicCall, body: configId === undefined ? {} : { configId } });

export const supportedAssetsQuery = queryOptions({ queryKey: [...LENDING_QUERY_ROOT, "supported-assets"], queryFn: getSupportedAssets, staleTime: 15_000 });
export const useSupportedAssets = () => useQuery(supportedAssetsQuery);
export const useTransactionFee = (configId?: number) =>
  useQuery({ queryKey: [...LENDING_QUERY_ROOT, "fee", configId ?? "current"], queryFn: () => getTransactionFee(configId), staleTime: 60_000 });
