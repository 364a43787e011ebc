import type { ReactNode } from "react";
import { ListStates } from "./list-states.tsx";

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A list read from the API, with its loading, error (retry) and empty states. */
export function QueryList({ query, count, emptyText, errorText, rows, children }: { query: ListQuery; count: number; emptyText: string; errorText: string; rows?: number; children: ReactNode }) {
  return (
    <ListStates
      isPending={query.isPending}
      isError={query.isError}
      isEmpty={count === 0}
      rows={rows}
      emptyText={emptyText}
      errorText={errorText}
      onRetry={() => void query.refetch()}
    >
      {children}
    </ListStates>
  );
}
