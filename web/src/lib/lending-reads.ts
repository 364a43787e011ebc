import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LiveChange } from "@openpawn/shared/common/live-changes";
import { LENDING_ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { useIsLoggedIn } from "../stores/auth.ts";
import { callEndpoint } from "./endpoint-call.ts";
import { useLiveQuery } from "./live-changes.ts";

/**
 * What the pawn features' reads share (lending, packages, negotiations, NFT pawn): every key starts with
 * LENDING_QUERY_ROOT, so that one refresh after an action reads all of them again.
 */
export const LENDING_QUERY_ROOT = ["lending"] as const;

export const mineKey = (list: string, query: object) => [...LENDING_QUERY_ROOT, "mine", list, query] as const;

/** After an action: every pawn read starts over (the API answered only once the index had it). */
export function useRefreshLending() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: LENDING_QUERY_ROOT });
}

/** The caller's own list: only asked for while signed in. */
export function useMine<T>(list: string, query: object, queryFn: () => Promise<T>) {
  const enabled = useIsLoggedIn();
  return useQuery({ queryKey: mineKey(list, query), queryFn, enabled, placeholderData: keepPreviousData });
}

/** The caller's own list, read again the moment one of the public things it shows (`changes` of its answer) changed. */
export function useLiveMine<T>(list: string, query: object, queryFn: () => Promise<T>, changes: (data: T) => readonly LiveChange[]) {
  const enabled = useIsLoggedIn();
  return useLiveQuery({ queryKey: mineKey(list, query), queryFn, enabled, placeholderData: keepPreviousData }, changes);
}

/** The collaterals a list shows, as the live changes it watches. */
export const collateralsOf = (items: readonly { collateral: { id: number } }[]): LiveChange[] =>
  items.map((item) => ({ kind: "collateral", id: item.collateral.id }));

/** The borrower's open collaterals, which a package or a lender may lend on. */
export const getBorrowableCollaterals = () => callEndpoint(LENDING_ENDPOINTS.borrowableCollaterals, { query: { size: 100 } });
export const useBorrowableCollaterals = (enabled: boolean) =>
  useQuery({ queryKey: [...LENDING_QUERY_ROOT, "mine", "borrowable"], queryFn: getBorrowableCollaterals, enabled: useIsLoggedIn() && enabled });
