import type { Paged } from "@openpawn/shared/common/paged";
import type { SupportedAsset, TransactionFee } from "@openpawn/shared/tokens/schemas";
import type { CollateralHistoryItem, CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { ContractItem, ContractRisk } from "@openpawn/shared/lending/schemas/contracts";
import type { VolumeStatistic } from "@openpawn/shared/dashboard/schemas";
import type { OfferItem } from "@openpawn/shared/lending/schemas/offers";
import type { Repayment } from "@openpawn/shared/lending/schemas/repayments";
import { pawnRequest } from "../../../lib/pawn-request.ts";

/** The public calls of the pawn service: the market, a contract seen by anyone, the home page's figures. */

export interface MarketQuery {
  page?: number;
  size?: number;
  status?: CollateralItem["status"];
  collateralSymbol?: string;
  loanSymbol?: string;
  search?: string;
}

const publicCall = { auth: false } as const;

export const getCollaterals = (query: MarketQuery) =>
  pawnRequest<Paged<CollateralItem>>(query.search ? "/collaterals/search" : "/collaterals", { ...publicCall, query: { ...query } });
export const getCollateral = (id: number) => pawnRequest<CollateralItem>(`/collaterals/${id}`, publicCall);
export const getCollateralHistory = (id: number) => pawnRequest<Paged<CollateralHistoryItem>>(`/collaterals/${id}/history`, { ...publicCall, query: { size: 50 } });
export const getOffers = (query: { collateralId?: number; status?: OfferItem["status"]; page?: number; size?: number }) =>
  pawnRequest<Paged<OfferItem>>("/loan-crypto-offer", { ...publicCall, query });
export const getSupportedAssets = () => pawnRequest<SupportedAsset[]>("/supported-asset", publicCall);
export const getTransactionFee = (configId?: number) =>
  pawnRequest<TransactionFee>("/transaction-fee", { ...publicCall, method: "POST", body: configId === undefined ? {} : { configId } });

export const getRecentContracts = (query: { page?: number; size?: number; status?: ContractItem["status"] }) =>
  pawnRequest<Paged<ContractItem>>("/dashboard/recent-contracts", { ...publicCall, query });
export const getPublicContract = (id: number) => pawnRequest<ContractItem>(`/dashboard/recent-contracts/${id}`, publicCall);
export const getContractRisk = (id: number) => pawnRequest<ContractRisk>(`/dashboard/recent-contracts/${id}/risk`, publicCall);
export const getContractPayments = (id: number) =>
  pawnRequest<Paged<Repayment>>(`/dashboard/recent-contracts/${id}/repayment-histories`, { ...publicCall, query: { size: 50 } });
export const getVolumeStatistic = () => pawnRequest<VolumeStatistic>("/dashboard/volume-statistic", publicCall);
