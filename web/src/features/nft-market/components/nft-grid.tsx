import { Grid, Pagination } from "@mui/material";
import type { NftItem } from "@openpawn/shared/nft-market/schemas";
import type { Paged } from "@openpawn/shared/common/paged";
import { QueryList } from "../../../components/data/query-list.tsx";
import type { TokenDecimals } from "../../../components/tokens/amounts.tsx";
import { NftCard } from "./nft-card.tsx";

interface GridQuery<T> {
  data?: Paged<T>;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A page of NFTs as cards, with the list's loading, empty and error states and, when there are more, its pages. */
export function NftGrid<T extends NftItem>({
  query,
  book,
  emptyText,
  errorText,
  page,
  onPage,
  href,
  note,
}: {
  query: GridQuery<T>;
  book: TokenDecimals;
  emptyText: string;
  errorText: string;
  page?: number;
  onPage?: (page: number) => void;
  href?: (nft: T) => string;
  note?: (nft: T) => string | undefined;
}) {
  const items = query.data?.content ?? [];
  const pages = query.data?.total_pages ?? 0;
  return (
    <QueryList query={query} count={items.length} rows={4} emptyText={emptyText} errorText={errorText}>
      <Grid container spacing={2}>
        {items.map((nft) => (
          <Grid key={nft.id} size={{ xs: 6, sm: 4, md: 3 }}>
            <NftCard nft={nft} book={book} href={href?.(nft)} note={note?.(nft)} />
          </Grid>
        ))}
      </Grid>
      {onPage && pages > 1 && <Pagination sx={{ mt: 3 }} count={pages} page={(page ?? 0) + 1} onChange={(_, next) => onPage(next - 1)} />}
    </QueryList>
  );
}
