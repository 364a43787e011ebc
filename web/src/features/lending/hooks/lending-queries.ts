import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Address } from "viem";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { TransactionType } from "@openpawn/shared/lending/schemas/transactions";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import * as account from "../api/account-api.ts";
import * as lenders from "../../packages/api/lender-api.ts";
import * as market from "../api/market-api.ts";

/**
 * The lending feature's reads. Pages that show what another person may change any moment (offers on a
 * collateral, a running contract) refetch every LIVE_REFRESH_MS, so both sides see each other's moves.
 */
export const LIVE_REFRESH_MS = 3000;

export const lendingKeys = {
  all: ["lending"] as const,
  market: (query: market.MarketQuery) => ["lending", "collaterals", query] as const,
  collateral: (id: number) => ["lending", "collateral", id] as const,
  collateralHistory: (id: number) => ["lending", "collateral", id, "history"] as const,
  offers: (collateralId: number) => ["lending", "offers", collateralId] as const,
  offer: (id: number) => ["lending", "mine", "offer", id] as const,
  assets: () => ["lending", "supported-assets"] as const,
  fee: (configId?: number) => ["lending", "fee", configId ?? "current"] as const,
  recent: (status?: string) => ["lending", "recent-contracts", status ?? "all"] as const,
  contract: (id: number) => ["lending", "contract", id] as const,
  risk: (id: number) => ["lending", "contract", id, "risk"] as const,
  payments: (id: number) => ["lending", "contract", id, "payments"] as const,
  volume: () => ["lending", "volume"] as const,
  mine: (list: string, query: object) => ["lending", "mine", list, query] as const,
  myContract: (side: string, id: number) => ["lending", "mine", "contract", side, id] as const,
  repaymentInfo: (id: number) => ["lending", "mine", "repayment-information", id] as const,
  repaymentRequests: (id: number) => ["lending", "mine", "repayment-requests", id] as const,
  repaymentQuote: (id: number, parts: object | null) => ["lending", "mine", "repayment-quote", id, parts] as const,
};

const live = { refetchInterval: LIVE_REFRESH_MS } as const;

export const useCollaterals = (query: market.MarketQuery) =>
  useQuery({ queryKey: lendingKeys.market(query), queryFn: () => market.getCollaterals(query), placeholderData: keepPreviousData });
export const useCollateral = (id: number) => useQuery({ queryKey: lendingKeys.collateral(id), queryFn: () => market.getCollateral(id), ...live });
export const useCollateralHistory = (id: number) => useQuery({ queryKey: lendingKeys.collateralHistory(id), queryFn: () => market.getCollateralHistory(id), ...live });
export const useCollateralOffers = (collateralId: number) =>
  useQuery({ queryKey: lendingKeys.offers(collateralId), queryFn: () => market.getOffers({ collateralId, size: 50 }), ...live });
export const supportedAssetsQuery = queryOptions({ queryKey: lendingKeys.assets(), queryFn: market.getSupportedAssets, staleTime: 15_000 });
export const useSupportedAssets = () => useQuery(supportedAssetsQuery);
export const useTransactionFee = (configId?: number) =>
  useQuery({ queryKey: lendingKeys.fee(configId), queryFn: () => market.getTransactionFee(configId), staleTime: 60_000 });
export const useRecentContracts = (status?: "ACTIVE" | "COMPLETED" | "LIQUIDATED", size = 5) =>
  useQuery({ queryKey: lendingKeys.recent(status), queryFn: () => market.getRecentContracts({ status, size }) });
export const usePublicContract = (id: number) => useQuery({ queryKey: lendingKeys.contract(id), queryFn: () => market.getPublicContract(id), ...live });
export const useContractRisk = (id: number) => useQuery({ queryKey: lendingKeys.risk(id), queryFn: () => market.getContractRisk(id), ...live });
export const useContractPayments = (id: number) => useQuery({ queryKey: lendingKeys.payments(id), queryFn: () => market.getContractPayments(id), ...live });
export const useVolumeStatistic = () => useQuery({ queryKey: lendingKeys.volume(), queryFn: market.getVolumeStatistic });

/** The caller's own lists: only asked for while signed in. */
function useMine<T>(list: string, query: object, queryFn: () => Promise<T>, refetchInterval?: number) {
  const enabled = useIsLoggedIn();
  return useQuery({ queryKey: lendingKeys.mine(list, query), queryFn, enabled, placeholderData: keepPreviousData, refetchInterval });
}

export const useMyCollaterals = (query: { page?: number; status?: "OPEN" }) => useMine("collaterals", query, () => account.getMyCollaterals(query));
export const useMyOffers = (query: { page?: number; received: boolean }) => useMine("offers", query, () => account.getMyOffers(query), LIVE_REFRESH_MS);
export const useMyContracts = (side: "borrow" | "loan", query: { page?: number; collateralType?: account.CollateralType }) =>
  useMine(`contracts-${side}`, query, () => account.getMyContracts(side, query));
export const useMyTransactions = (query: { page?: number; type?: TransactionType }) => useMine("transactions", query, () => account.getMyTransactions(query));
export const usePackageMarket = (query: lenders.LenderMarketQuery) =>
  useQuery({ queryKey: ["lending", "package-market", query], queryFn: () => lenders.searchPackages(query), placeholderData: keepPreviousData });
export const useLenderMarket = (query: lenders.LenderMarketQuery, type?: "PAWNSHOP" | "P2P_LENDER") =>
  useQuery({ queryKey: ["lending", "lender-market", type ?? "all", query], queryFn: () => lenders.searchLenders(query, type), placeholderData: keepPreviousData });
/** The caller's own lender registration; a 404 means they are not a lender (not retried). */
export const useOwnShop = () => useQuery({ queryKey: ["lending", "mine", "shop"], queryFn: lenders.getOwnShop, enabled: useIsLoggedIn(), retry: false });
export const useLender = (id: number) => useQuery({ queryKey: ["lending", "lender", id], queryFn: () => lenders.getLender(id) });
export const useLenderPackages = (id: number) => useQuery({ queryKey: ["lending", "lender", id, "packages"], queryFn: () => lenders.getLenderPackages(id) });
export const useBorrowableCollaterals = (enabled: boolean) =>
  useQuery({ queryKey: ["lending", "mine", "borrowable"], queryFn: lenders.getBorrowableCollaterals, enabled: useIsLoggedIn() && enabled });
export const useReceivedRequests = (packageId: number, enabled: boolean) =>
  useQuery({ queryKey: ["lending", "mine", "received", packageId], queryFn: () => lenders.getReceivedRequests(packageId), enabled: useIsLoggedIn() && enabled, refetchInterval: LIVE_REFRESH_MS });
export const useMySubmissions = () => useMine("submissions", {}, lenders.getMySubmissions, LIVE_REFRESH_MS);
export const useLoanRequest = (id: number) => useMine("loan-request", { id }, () => lenders.getLoanRequest(id), LIVE_REFRESH_MS);
export const useMyPackage = (id: number) => useMine("package", { id }, () => lenders.getMyPackage(id));
export const useMyPackages = (query: { page?: number; status?: "DRAFT" | "PUBLISHED" | "UNPUBLISHED" }) => useMine("packages", query, () => lenders.getMyPackages(query));
export const useContractStatistic = (side: "borrow" | "loan") => useMine(`statistic-${side}`, {}, () => account.getContractStatistic(side));
/** One offer for one of its parties, live: the other side may answer it any moment. */
export const useOffer = (id: number) =>
  useQuery({ queryKey: lendingKeys.offer(id), queryFn: () => account.getOffer(id), enabled: useIsLoggedIn(), ...live });
export const useRepaymentInformation = (contractId: number, enabled: boolean) =>
  useQuery({ queryKey: lendingKeys.repaymentInfo(contractId), queryFn: () => account.getRepaymentInformation(contractId), enabled: useIsLoggedIn() && enabled, ...live });
export const useRepaymentRequests = (contractId: number, enabled: boolean) =>
  useQuery({ queryKey: lendingKeys.repaymentRequests(contractId), queryFn: () => account.getRepaymentRequests(contractId), enabled: useIsLoggedIn() && enabled });

/**
 * What a package lends on a fungible collateral at oracle prices now (PawnShop.loanLimit), read from the chain.
 * Not kept once no one shows it: a borrower coming back to a collateral reads today's prices again.
 */
export const useLoanLimit = (shop: Address, item: LoanPackage, collateralId: number) =>
  useQuery({
    queryKey: ["lending", "loan-limit", item.chainPackageId, collateralId],
    queryFn: async () => (await import("../../packages/api/package-reads.ts")).readLoanLimit(shop, item, collateralId),
    gcTime: 0,
  });

/** After an action: every lending read starts over (the API answered only once the index had it). */
export function useRefreshLending() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: lendingKeys.all });
}

/** How the core would take this payment now (POST calculate-repayment-fee); idle until there is something to quote. */
export const useRepaymentQuote = (contractId: number, parts: { penalty: string; interest: string; principal: string } | null) =>
  useQuery({
    queryKey: lendingKeys.repaymentQuote(contractId, parts),
    queryFn: () => account.calculateRepaymentFee(contractId, parts ?? { penalty: "0", interest: "0", principal: "0" }),
    enabled: parts !== null,
  });
