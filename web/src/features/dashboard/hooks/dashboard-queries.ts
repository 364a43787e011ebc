import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { VolumeSeriesQuery } from "@openpawn/shared/dashboard/schemas";
import { ApiRequestError } from "../../../lib/api-client.ts";
import * as api from "../api/dashboard-api.ts";

/** The dashboard's reads; a new page or search keeps the last answer on screen until the next one arrives. */
const keep = { placeholderData: keepPreviousData } as const;

export const useVolumeSeries = (query: VolumeSeriesQuery) => useQuery({ queryKey: ["dashboard", "volume-series", query], queryFn: () => api.getVolumeSeries(query), ...keep });
export const useVolumeStatistic = () => useQuery({ queryKey: ["dashboard", "volume-statistic"], queryFn: api.getVolumeStatistic });
export const useCryptoAssets = () => useQuery({ queryKey: ["dashboard", "crypto-assets"], queryFn: api.getCryptoAssets });

export const useRecentContracts = (query: api.PageRequest & { symbol?: string }, enabled: boolean) =>
  useQuery({ queryKey: ["dashboard", "recent-contracts", query], queryFn: () => api.getRecentContracts(query), enabled, ...keep });
/** The contract a search names by number, as a list of one, or of none when there is no such contract. */
export const useContractById = (id: number | null) =>
  useQuery({
    queryKey: ["dashboard", "recent-contract", id],
    queryFn: async () => {
      if (id === null) return [];
      try {
        return [await api.getRecentContract(id)];
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return [];
        throw error;
      }
    },
    enabled: id !== null,
  });
export const useRepaymentHistories = (id: number, query: api.PageRequest) =>
  useQuery({ queryKey: ["dashboard", "repayment-histories", id, query], queryFn: () => api.getRepaymentHistories(id, query), ...keep });
export const useContractStatistic = (id: number) => useQuery({ queryKey: ["dashboard", "statistic", id], queryFn: () => api.getContractStatistic(id) });

export const useOpenCollaterals = (query: api.PageRequest & { search?: string }) =>
  useQuery({ queryKey: ["dashboard", "collaterals", query], queryFn: () => api.getOpenCollaterals(query), ...keep });
export const useLoanPackages = (query: api.PageRequest & { loanSymbols?: string }) =>
  useQuery({ queryKey: ["dashboard", "loan-packages", query], queryFn: () => api.getLoanPackages(query), ...keep });
