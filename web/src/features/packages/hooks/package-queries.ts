import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { collateralsOf, useLiveMine, useMine } from "../../../lib/lending-reads.ts";
import { useLiveQuery } from "../../../lib/live-changes.ts";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import * as lenders from "../api/lender-api.ts";

/**
 * The packages feature's reads: lenders, their shops and packages, and the collaterals submitted to them. The
 * submissions a page shows are read again the moment the index says one of their collaterals changed.
 */

export const usePackageMarket = (query: lenders.LenderMarketQuery) =>
  useQuery({ queryKey: ["lending", "package-market", query], queryFn: () => lenders.searchPackages(query), placeholderData: keepPreviousData });
export const useLenderMarket = (query: lenders.LenderMarketQuery, type?: "PAWNSHOP" | "P2P_LENDER") =>
  useQuery({ queryKey: ["lending", "lender-market", type ?? "all", query], queryFn: () => lenders.searchLenders(query, type), placeholderData: keepPreviousData });
/** The caller's own lender registration; a 404 means they are not a lender (not retried). */
export const useOwnShop = () => useQuery({ queryKey: ["lending", "mine", "shop"], queryFn: lenders.getOwnShop, enabled: useIsLoggedIn(), retry: false });
export const useLender = (id: number) => useQuery({ queryKey: ["lending", "lender", id], queryFn: () => lenders.getLender(id) });
export const useLenderPackages = (id: number) => useQuery({ queryKey: ["lending", "lender", id, "packages"], queryFn: () => lenders.getLenderPackages(id) });
export const useReceivedRequests = (packageId: number, enabled: boolean) =>
  useLiveQuery(
    { queryKey: ["lending", "mine", "received", packageId], queryFn: () => lenders.getReceivedRequests(packageId), enabled: useIsLoggedIn() && enabled },
    (page) => collateralsOf(page.content),
  );
export const useMySubmissions = () => useLiveMine("submissions", {}, lenders.getMySubmissions, (page) => collateralsOf(page.content));
export const useLoanRequest = (id: number) => useLiveMine("loan-request", { id }, () => lenders.getLoanRequest(id), (request) => collateralsOf([request]));
export const useMyPackage = (id: number) => useMine("package", { id }, () => lenders.getMyPackage(id));
export const useMyPackages = (query: { page?: number; status?: "DRAFT" | "PUBLISHED" | "UNPUBLISHED" }) => useMine("packages", query, () => lenders.getMyPackages(query));

/**
 * What a package lends on a fungible collateral at oracle prices now (PawnShop.loanLimit), read from the chain.
 * Not kept once no one shows it: a borrower coming back to a collateral reads today's prices again.
 */
export const useLoanLimit = (shop: Address, item: LoanPackage, collateralId: number) =>
  useQuery({
    queryKey: ["lending", "loan-limit", item.chainPackageId, collateralId],
    queryFn: async () => (await import("../api/package-reads.ts")).readLoanLimit(shop, item, collateralId),
    gcTime: 0,
  });
