import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

const SEARCH_DELAY_MS = 300;

/**
 * A market's filters kept in the address bar, so that a filtered list can be shared: `value(name)` reads one,
 * `update` sets some (an empty value drops it) and goes back to the first page unless it sets the page; the search
 * box's text reaches the address after a pause in typing.
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const value = (name: string) => params.get(name) ?? "";
  const search = value("search");
  const page = Math.max(0, Number(params.get("page") ?? 0) || 0);
  const [typed, setTyped] = useState(search);

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, change] of Object.entries(changes)) {
          if (change) next.set(key, change);
          else next.delete(key);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => update({ search: typed.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return { value, search, page, typed, setTyped, update };
}
