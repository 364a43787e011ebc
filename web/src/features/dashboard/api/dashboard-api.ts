import type { Paged } from "@openpawn/shared/common/paged";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { ContractItem } from "@openpawn/shared/lending/schemas/contracts";
import type { CryptoAsset, VolumeSeries, VolumeSeriesQuery, VolumeStatistic } from "@openpawn/shared/dashboard/schemas";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { Repayment, RepaymentStats } from "@openpawn/shared/lending/schemas/repayments";
import { pawnRequest } from "../../../lib/pawn-request.ts";

/** The dashboard's calls (spec §7 dashboard): public, so never signed. */

export interface PageRequest {
  page: number;
  size: number;
}

const publicCall = { auth: false } as const;

export const getVolumeSeries = (query: VolumeSeriesQuery) => pawnRequest<VolumeSeries>("/dashboard/volume-series", { ...publicCall, query: { ...query } });
export const getVolumeStatistic = () => pawnRequest<VolumeStatistic>("/dashboard/volume-statistic", publicCall);
export const getCryptoAssets = () => pawnRequest<CryptoAsset[]>("/crypto-asset", publicCall);

/** Newest first; `symbol`: those lending that token or holding it as collateral. */
export const getRecentContracts = (query: PageRequest & { symbol?: string }) =>
  pawnRequest<Paged<ContractItem>>("/dashboard/recent-contracts", { ...publicCall, query: { ...query } });
export const getRecentContract = (id: number) => pawnRequest<ContractItem>(`/dashboard/recent-contracts/${id}`, publicCall);
export const getRepaymentHistories = (id: number, query: PageRequest) =>
  pawnRequest<Paged<Repayment>>(`/dashboard/recent-contracts/${id}/repayment-histories`, { ...publicCall, query: { ...query } });
export const getContractStatistic = (id: number) => pawnRequest<RepaymentStats>(`/dashboard/recent-contracts/${id}/statistic`, publicCall);

/** Collaterals open to offers; `search`: a wallet or a token symbol. */
export const getOpenCollaterals = (query: PageRequest & { search?: string }) =>
  pawnRequest<Paged<CollateralItem>>(query.search ? "/collaterals/search" : "/collaterals", { ...publicCall, query: { ...query, status: "OPEN" } });
export const getLoanPackages = (query: PageRequest & { loanSymbols?: string }) =>
  pawnRequest<Paged<LoanPackage>>("/dashboard/loan-packages", { ...publicCall, query: { ...query } });
