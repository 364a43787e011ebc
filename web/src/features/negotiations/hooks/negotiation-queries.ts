import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useLiveEvent } from "../../../stores/live-events.ts";
import * as negotiations from "../api/negotiation-api.ts";

/**
 * Threads and signed offers change when the other side acts: the server's `negotiation` live event makes the pages
 * read them again at once; a slow poll covers a stream that is down.
 */
const FALLBACK_REFRESH_MS = 15_000;

export const negotiationKeys = {
  all: ["lending", "negotiations"] as const,
  list: (query: negotiations.NegotiationListQuery) => ["lending", "negotiations", "list", query] as const,
  thread: (id: number) => ["lending", "negotiations", "thread", id] as const,
  signedOffers: (collateralId: number) => ["lending", "signed-offers", collateralId] as const,
};

/** Reads every thread view again when one of the caller's threads changed (the event says which). */
function useNegotiationEvents(): void {
  const client = useQueryClient();
  useLiveEvent("negotiation", () => {
    void client.invalidateQueries({ queryKey: negotiationKeys.all });
    void client.invalidateQueries({ queryKey: ["lending", "signed-offers"] });
  });
}

export function useNegotiation(id: number) {
  useNegotiationEvents();
  return useQuery({ queryKey: negotiationKeys.thread(id), queryFn: () => negotiations.getNegotiation(id), enabled: useIsLoggedIn(), refetchInterval: FALLBACK_REFRESH_MS });
}

export function useNegotiations(query: negotiations.NegotiationListQuery) {
  useNegotiationEvents();
  return useQuery({
    queryKey: negotiationKeys.list(query),
    queryFn: () => negotiations.getNegotiations(query),
    enabled: useIsLoggedIn(),
    placeholderData: keepPreviousData,
    refetchInterval: FALLBACK_REFRESH_MS,
  });
}

export function useSignedOffers(collateralId: number) {
  useNegotiationEvents();
  const client = useQueryClient();
  // A new signed offer on this collateral (sent to its borrower's pages).
  useLiveEvent("signed-offer", (id) => {
    if (id === collateralId) void client.invalidateQueries({ queryKey: negotiationKeys.signedOffers(collateralId) });
  });
  return useQuery({ queryKey: negotiationKeys.signedOffers(collateralId), queryFn: () => negotiations.getSignedOffers(collateralId), enabled: useIsLoggedIn(), refetchInterval: FALLBACK_REFRESH_MS });
}
