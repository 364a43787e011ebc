import type { VolumeSeriesQuery } from "@openpawn/shared/dashboard/schemas";
import { DASHBOARD_ENDPOINTS } from "@openpawn/shared/dashboard/endpoints";
import { LENDING_ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/** The dashboard's calls (spec §7 dashboard): public, so never signed. */

export interface PageRequest {
  page: number;
  size: number;
}

const publicCall = { auth: false } as const;

export const getVolumeSeries = (query: VolumeSeriesQuery) => callEndpoint(DASHBOARD_ENDPOINTS.volumeSeries, { ...publicCall, query });
export const getVolumeStatistic = () => callEndpoint(DASHBOARD_ENDPOINTS.volumeStatistic, publicCall);
export const getCryptoAssets = () => callEndpoint(DASHBOARD_ENDPOINTS.cryptoAssets, publicCall);

/** Newest first; `symbol`: those lending that token or holding it as collateral. */
export const getRecentContracts = (query: PageRequest & { symbol?: string }) => callEndpoint(DASHBOARD_ENDPOINTS.recentContracts, { ...publicCall, query });
export const getRecentContract = (id: number) => callEndpoint(DASHBOARD_ENDPOINTS.recentContract, { ...publicCall, params: { id } });
export const getRepaymentHistories = (id: number, query: PageRequest) =>
  callEndpoint(DASHBOARD_ENDPOINTS.contractRepayments, { ...publicCall, params: { id }, query });
export const getContractStatistic = (id: number) => callEndpoint(DASHBOARD_ENDPOINTS.contractStatistic, { ...publicCall, params: { id } });

/** Collaterals open to offers; `search`: a wallet or a token symbol. */
export const getOpenCollaterals = (query: PageRequest & { search?: string }) =>
  callEndpoint(query.search ? LENDING_ENDPOINTS.searchCollaterals : LENDING_ENDPOINTS.collaterals, { ...publicCall, query: { ...query, status: "OPEN" } });
export const getLoanPackages = (query: PageRequest & { loanSymbols?: string }) => callEndpoint(DASHBOARD_ENDPOINTS.loanPackages, { ...publicCall, query });
