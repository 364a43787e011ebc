import { useState } from "react";
import { Grid, Pagination, Stack } from "@mui/material";
import { useMyCollaterals } from "../hooks/lending-queries.ts";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import { CollateralCard } from "../../../components/collateral/collateral-card.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";

/** The signed-in borrower's collaterals, a page at a time. */
export function MyCollateralList({ hrefOf }: { hrefOf: (id: number) => string }) {
  const [page, setPage] = useState(0);
  const book = useTokenBook();
  const list = useMyCollaterals({ page });
  const items = list.data?.content ?? [];
  return (
    <QueryList
      query={list}
      count={items.length}
      emptyText="You have no collateral yet."
      errorText="Your collaterals cannot be loaded right now."
    >
      <Stack spacing={2}>
        <Grid container spacing={2}>
          {items.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <CollateralCard item={item} book={book} href={hrefOf(item.id)} />
            </Grid>
          ))}
        </Grid>
        {(list.data?.total_pages ?? 0) > 1 && (
          <Pagination count={list.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />
        )}
      </Stack>
    </QueryList>
  );
}
