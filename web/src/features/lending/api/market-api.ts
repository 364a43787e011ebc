import type { Endpoint, EndpointInput } from "@openpawn/shared/common/endpoint";
import { DASHBOARD_ENDPOINTS } from "@openpawn/shared/dashboard/endpoints";
import { LENDING_ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/** The public calls of the pawn service: the market, a contract seen by anyone, the home page's figures. */

type QueryOf<E extends Endpoint> = NonNullable<EndpointInput<E>["query"]>;
export type MarketQuery = QueryOf<typeof LENDING_ENDPOINTS.collaterals>;

const publicCall = { auth: false } as const;

export const getCollaterals = (query: MarketQuery) =>
  callEndpoint(query.search ? LENDING_ENDPOINTS.searchCollaterals : LENDING_ENDPOINTS.collaterals, { ...publicCall, query });
export const getCollateral = (id: number) => callEndpoint(LENDING_ENDPOINTS.collateral, { ...publicCall, params: { id } });
export const getCollateralHistory = (id: number) => callEndpoint(LENDING_ENDPOINTS.collateralHistory, { ...publicCall, params: { id } });
export const getOffers = (query: QueryOf<typeof LENDING_ENDPOINTS.offers>) => callEndpoint(LENDING_ENDPOINTS.offers, { ...publicCall, query });

export const getRecentContracts = (query: QueryOf<typeof DASHBOARD_ENDPOINTS.recentContracts>) =>
  callEndpoint(DASHBOARD_ENDPOINTS.recentContracts, { ...publicCall, query });
export const getPublicContract = (id: number) => callEndpoint(DASHBOARD_ENDPOINTS.recentContract, { ...publicCall, params: { id } });
export const getContractRisk = (id: number) => callEndpoint(DASHBOARD_ENDPOINTS.contractRisk, { ...publicCall, params: { id } });
export const getContractPayments = (id: number) =>
  callEndpoint(DASHBOARD_ENDPOINTS.contractRepayments, { ...publicCall, params: { id }, query: { size: 50 } });
export const getVolumeStatistic = () => callEndpoint(DASHBOARD_ENDPOINTS.volumeStatistic, publicCall);
