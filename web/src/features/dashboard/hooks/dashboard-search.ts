import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

const SEARCH_DELAY_MS = 300;

/** What the search box names: "12" or "#12" a contract by number; anything else a token symbol. */
export interface DashboardSearch {
  contractId: number | null;
  symbol: string | null;
}

export function parseSearch(text: string): DashboardSearch {
  const trimmed = text.trim();
  const number = /^#?(\d{1,15})$/.exec(trimmed)?.[1];
  if (number && Number(number) > 0) return { contractId: Number(number), symbol: null };
  return { contractId: null, symbol: trimmed || null };
}

/** The search box's text as typed, and the search it names, kept in the address bar (?search=) a moment after typing stops. */
export function useDashboardSearch() {
  const [params, setParams] = useSearchParams();
  const applied = params.get("search") ?? "";
  const [typed, setTyped] = useState(applied);

  useEffect(() => {
    if (typed.trim() === applied) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (typed.trim()) next.set("search", typed.trim());
            else next.delete("search");
            return next;
          },
          { replace: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, applied, setParams]);

  return { typed, setTyped, search: parseSearch(applied) };
}
