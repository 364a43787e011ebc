import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { LiveChange } from "@openpawn/shared/common/live-changes";
import type { TransactionType } from "@openpawn/shared/lending/schemas/transactions";
import { LENDING_QUERY_ROOT, mineKey, useLiveMine, useMine } from "../../../lib/lending-reads.ts";
import { useLiveQuery } from "../../../lib/live-changes.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import * as account from "../api/account-api.ts";
import * as market from "../api/market-api.ts";

/**
 * The lending feature's reads. What another person may change any moment (offers on a collateral, a running
 * contract) is read again the moment the index says its collateral or contract changed (useLiveQuery), so both
 * sides see each other's moves.
 */

export const lendingKeys = {
  all: LENDING_QUERY_ROOT,
  market: (query: market.MarketQuery) => ["lending", "collaterals", query] as const,
  collateral: (id: number) => ["lending", "collateral", id] as const,
  collateralHistory: (id: number) => ["lending", "collateral", id, "history"] as const,
  offers: (collateralId: number) => ["lending", "offers", collateralId] as const,
  offer: (id: number) => ["lending", "mine", "offer", id] as const,
  recent: (status?: string) => ["lending", "recent-contracts", status ?? "all"] as const,
  contract: (id: number) => ["lending", "contract", id] as const,
  risk: (id: number) => ["lending", "contract", id, "risk"] as const,
  payments: (id: number) => ["lending", "contract", id, "payments"] as const,
  volume: () => ["lending", "volume"] as const,
  mine: mineKey,
  myContract: (side: string, id: number) => ["lending", "mine", "contract", side, id] as const,
  repaymentInfo: (id: number) => ["lending", "mine", "repayment-information", id] as const,
  repaymentRequests: (id: number) => ["lending", "mine", "repayment-requests", id] as const,
  repaymentQuote: (id: number, parts: object | null) => ["lending", "mine", "repayment-quote", id, parts] as const,
};

const collateral = (id: number): LiveChange[] => [{ kind: "collateral", id }];
const contract = (id: number): LiveChange[] => [{ kind: "contract", id }];

export const useCollaterals = (query: market.MarketQuery) =>
  useQuery({ queryKey: lendingKeys.market(query), queryFn: () => market.getCollaterals(query), placeholderData: keepPreviousData });
export const useCollateral = (id: number) => useLiveQuery({ queryKey: lendingKeys.collateral(id), queryFn: () => market.getCollateral(id) }, collateral(id));
export const useCollateralHistory = (id: number) =>
  useLiveQuery({ queryKey: lendingKeys.collateralHistory(id), queryFn: () => market.getCollateralHistory(id) }, collateral(id));
export const useCollateralOffers = (collateralId: number) =>
  useLiveQuery({ queryKey: lendingKeys.offers(collateralId), queryFn: () => market.getOffers({ collateralId, size: 50 }) }, collateral(collateralId));
export const useRecentContracts = (status?: "ACTIVE" | "COMPLETED" | "LIQUIDATED", size = 5) =>
  useQuery({ queryKey: lendingKeys.recent(status), queryFn: () => market.getRecentContracts({ status, size }) });
export const usePublicContract = (id: number) => useLiveQuery({ queryKey: lendingKeys.contract(id), queryFn: () => market.getPublicContract(id) }, contract(id));
/**
 * A contract's health moves with prices, which change outside the index (the oracle's feeds): besides its contract's
 * changes, it is read again every PRICE_REFRESH_MS, so a falling price shows before the loan is liquidated.
 */
export const PRICE_REFRESH_MS = 3000;
export const useContractRisk = (id: number) =>
  useLiveQuery({ queryKey: lendingKeys.risk(id), queryFn: () => market.getContractRisk(id), refetchInterval: PRICE_REFRESH_MS }, contract(id));
export const useContractPayments = (id: number) => useLiveQuery({ queryKey: lendingKeys.payments(id), queryFn: () => market.getContractPayments(id) }, contract(id));
export const useVolumeStatistic = () => useQuery({ queryKey: lendingKeys.volume(), queryFn: market.getVolumeStatistic });

export const useMyCollaterals = (query: { page?: number; status?: "OPEN" }) => useMine("collaterals", query, () => account.getMyCollaterals(query));
/** The caller's offers, read again when one of their collaterals changed (an answer, a new loan). */
export const useMyOffers = (query: { page?: number; received: boolean }) =>
  useLiveMine("offers", query, () => account.getMyOffers(query), (page) => page.content.map((offer) => ({ kind: "collateral", id: offer.collateralId })));
export const useMyContracts = (side: "borrow" | "loan", query: { page?: number; collateralType?: account.CollateralType }) =>
  useMine(`contracts-${side}`, query, () => account.getMyContracts(side, query));
export const useMyTransactions = (query: { page?: number; type?: TransactionType }) => useMine("transactions", query, () => account.getMyTransactions(query));
export const useContractStatistic = (side: "borrow" | "loan") => useMine(`statistic-${side}`, {}, () => account.getContractStatistic(side));
/** One offer for one of its parties, live: the other side may answer it any moment (its collateral changes). */
export const useOffer = (id: number) =>
  useLiveQuery({ queryKey: lendingKeys.offer(id), queryFn: () => account.getOffer(id), enabled: useIsLoggedIn() }, (offer) => collateral(offer.collateralId));
export const useRepaymentInformation = (contractId: number, enabled: boolean) =>
  useLiveQuery(
    { queryKey: lendingKeys.repaymentInfo(contractId), queryFn: () => account.getRepaymentInformation(contractId), enabled: useIsLoggedIn() && enabled },
    contract(contractId),
  );
export const useRepaymentRequests = (contractId: number, enabled: boolean) =>
  useQuery({ queryKey: lendingKeys.repaymentRequests(contractId), queryFn: () => account.getRepaymentRequests(contractId), enabled: useIsLoggedIn() && enabled });

/** How the core would take this payment now (POST calculate-repayment-fee); idle until there is something to quote. */
export const useRepaymentQuote = (contractId: number, parts: { penalty: string; interest: string; principal: string } | null) =>
  useQuery({
    queryKey: lendingKeys.repaymentQuote(contractId, parts),
    queryFn: () => account.calculateRepaymentFee(contractId, parts ?? { penalty: "0", interest: "0", principal: "0" }),
    enabled: parts !== null,
  });
