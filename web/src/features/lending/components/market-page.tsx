import { Container, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { COLLATERAL_PAGE_SIZE } from "@openpawn/shared/constants";
import { useCollaterals } from "../hooks/lending-queries.ts";
import { useAddressFilters } from "../../../lib/use-address-filters.ts";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import { CollateralCard } from "../../../components/collateral/collateral-card.tsx";
import { MarketGrid } from "../../../components/data/market-grid.tsx";
import { SearchField } from "../../../components/data/search-field.tsx";

/** /pawn/offer: the open collaterals a P2P lender can make offers on, filtered in the address bar. */
export function MarketPage() {
  const book = useTokenBook();
  const { value, search, page, typed, setTyped, update } = useAddressFilters();
  const collateralSymbol = value("collateralSymbol");
  const loanSymbol = value("loanSymbol");

  const list = useCollaterals({
    status: "OPEN",
    page,
    size: COLLATERAL_PAGE_SIZE,
    collateralSymbol: collateralSymbol || undefined,
    loanSymbol: loanSymbol || undefined,
    search: search || undefined,
  });
  const symbols = (filter: (token: (typeof book.tokens)[number]) => boolean) => book.tokens.filter(filter).map((token) => token.symbol);

  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Lend
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Collaterals waiting for offers. Open one to see its value and send an offer with your amount, rate, duration and threshold.
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 3 }} component="search" aria-label="Filter collaterals">
        <SearchField placeholder="Wallet address or token symbol" value={typed} onChange={setTyped} />
        <TextField select label="Collateral" value={collateralSymbol} onChange={(event) => update({ collateralSymbol: event.target.value })} sx={{ flex: 1 }}>
          <MenuItem value="">All</MenuItem>
          {symbols((token) => token.collateral).map((symbol) => (
            <MenuItem key={symbol} value={symbol}>
              {symbol}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Loan token" value={loanSymbol} onChange={(event) => update({ loanSymbol: event.target.value })} sx={{ flex: 1 }}>
          <MenuItem value="">All</MenuItem>
          {symbols((token) => token.supply).map((symbol) => (
            <MenuItem key={symbol} value={symbol}>
              {symbol}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <MarketGrid
        list={list}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        cardSize={{ xs: 12, sm: 6, md: 4, lg: 3 }}
        emptyText={search || collateralSymbol || loanSymbol ? "No open collateral matches these filters." : "No collateral is waiting for offers right now."}
        errorText="The market cannot be loaded right now."
        card={(item) => <CollateralCard item={item} book={book} href={`/pawn/offer/${item.id}`} />}
      />
    </Container>
  );
}
