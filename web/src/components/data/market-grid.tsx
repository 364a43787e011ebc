import type { ReactNode } from "react";
import { Grid, Pagination, type GridSize } from "@mui/material";
import { QueryList } from "./query-list.tsx";

type Breakpoint = "xs" | "sm" | "md" | "lg";

/** A market's answer as the list states and the pages need it. */
interface MarketList<Item> {
  data?: { content: Item[]; total_pages: number };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A market's cards in a grid under the list's loading, empty and error states, with its pages below when there are
 * several (`page` counts from 0).
 */
export function MarketGrid<Item extends { id: number }>({
  list,
  page,
  onPage,
  cardSize,
  emptyText,
  errorText,
  card,
}: {
  list: MarketList<Item>;
  page: number;
  onPage: (page: number) => void;
  cardSize: Partial<Record<Breakpoint, GridSize>>;
  emptyText: string;
  errorText: string;
  card: (item: Item) => ReactNode;
}) {
  const items = list.data?.content ?? [];
  const pages = list.data?.total_pages ?? 0;
  return (
    <QueryList query={list} count={items.length} rows={4} emptyText={emptyText} errorText={errorText}>
      <Grid container spacing={2}>
        {items.map((item) => (
          <Grid key={item.id} size={cardSize}>
            {card(item)}
          </Grid>
        ))}
      </Grid>
      {pages > 1 && <Pagination sx={{ mt: 3 }} count={pages} page={page + 1} onChange={(_, next) => onPage(next - 1)} />}
    </QueryList>
  );
}
