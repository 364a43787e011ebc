import { useState } from "react";
import { Box, Card, CardActionArea, CardContent, Chip, Container, Grid, MenuItem, Pagination, Stack, Tab, Tabs, TextField, Typography } from "@mui/material";
import { Link, useSearchParams } from "react-router";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { LenderMarketQuery } from "../../api/lender-api.ts";
import { useLenderMarket, usePackageMarket } from "../../hooks/package-queries.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { QueryList } from "../../../../components/data/query-list.tsx";
import { MarketPackageCard } from "./market-package-card.tsx";
import type { RequestLoanPart } from "../negotiation-parts.ts";
import { BorrowDialog } from "./borrow-dialog.tsx";

const FILTERS = [
  { name: "loanSymbols", label: "Loan token", kind: "supply" },
  { name: "collateralSymbols", label: "Collateral", kind: "collateral" },
] as const;

/** The filters of /pawn/lender, kept in its query (loanSymbols, collateralSymbols, durationTypes: comma lists). */
function useMarketFilters() {
  const [params, setParams] = useSearchParams();
  const query: LenderMarketQuery = {};
  for (const name of ["loanSymbols", "collateralSymbols", "durationTypes"] as const) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const set = (name: keyof LenderMarketQuery, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { query, set };
}

function PackageMarket({ query, requestLoan }: { query: LenderMarketQuery; requestLoan: RequestLoanPart }) {
  const [page, setPage] = useState(0);
  const [borrowing, setBorrowing] = useState<LoanPackage | null>(null);
  const book = useTokenBook();
  const list = usePackageMarket({ ...query, page });
  const items = list.data?.content ?? [];
  return (
    <QueryList query={list} count={items.length} emptyText="No published package matches these filters." errorText="The packages cannot be loaded right now.">
      <Grid container spacing={2}>
        {items.map((item) => (
          <Grid key={item.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <MarketPackageCard item={item} decimals={book.find(item.loanToken.address)?.decimals ?? 18} onBorrow={() => setBorrowing(item)} />
          </Grid>
        ))}
      </Grid>
      {(list.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={list.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
      {borrowing && <BorrowDialog item={borrowing} onClose={() => setBorrowing(null)} requestLoan={requestLoan} />}
    </QueryList>
  );
}

function LenderDirectory({ query, type }: { query: LenderMarketQuery; type?: "PAWNSHOP" | "P2P_LENDER" }) {
  const [page, setPage] = useState(0);
  const list = useLenderMarket({ ...query, page }, type);
  const items = list.data?.content ?? [];
  return (
    <QueryList query={list} count={items.length} emptyText="No lender matches these filters." errorText="The lenders cannot be loaded right now.">
      <Grid container spacing={2}>
        {items.map((lender) => (
          <Grid key={lender.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <Card variant="outlined" component="article" aria-label={lender.name}>
              <CardActionArea component={Link} to={`/pawn/lender/${lender.id}`}>
                <CardContent>
                  <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                    <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                      {lender.name}
                    </Typography>
                    <Chip size="small" label={lender.type === "PAWNSHOP" ? "Pawnshop" : "P2P lender"} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {lender.lendingSetting
                      ? `Lends ${lender.lendingSetting.loanSymbols.join(", ")} on ${lender.lendingSetting.collateralSymbols.join(", ")}`
                      : lender.description || "No lending preferences yet"}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {(list.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={list.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
    </QueryList>
  );
}

/**
 * /pawn/lender: the market of loan packages and of lenders, filtered by loan token, collateral and duration;
 * /pawn/pawnshop-all and /pawn/personal-all open it on one type of lender. Borrowing with a Negotiation package opens
 * the negotiations' dialog (`requestLoan`).
 */
export function LenderMarketPage({ lenderType, requestLoan }: { lenderType?: "PAWNSHOP" | "P2P_LENDER"; requestLoan: RequestLoanPart }) {
  const { query, set } = useMarketFilters();
  const book = useTokenBook();
  const [tab, setTab] = useState(lenderType ? 1 : 0);
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Lenders and packages
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }} aria-label="Filters">
        {FILTERS.map((filter) => (
          <TextField key={filter.name} select size="small" label={filter.label} value={query[filter.name] ?? ""} onChange={(event) => set(filter.name, event.target.value)} sx={{ minWidth: 180 }}>
            <MenuItem value="">Any</MenuItem>
            {book.tokens
              .filter((token) => token[filter.kind])
              .map((token) => (
                <MenuItem key={token.symbol} value={token.symbol}>
                  {token.symbol}
                </MenuItem>
              ))}
          </TextField>
        ))}
        <TextField select size="small" label="Duration" value={query.durationTypes ?? ""} onChange={(event) => set("durationTypes", event.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">Any</MenuItem>
          <MenuItem value="0">Weeks</MenuItem>
          <MenuItem value="1">Months</MenuItem>
        </TextField>
      </Stack>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label="Market" sx={{ mb: 2 }}>
        <Tab label="Packages" />
        <Tab label="Lenders" />
      </Tabs>
      <Box>{tab === 0 ? <PackageMarket key={JSON.stringify(query)} query={query} requestLoan={requestLoan} /> : <LenderDirectory key={JSON.stringify(query)} query={query} type={lenderType} />}</Box>
    </Container>
  );
}
