import { Container, Grid, InputAdornment, Stack, TextField, Typography } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import { useDashboardSearch } from "../hooks/dashboard-search.ts";
import { CollateralsSection } from "./collaterals-section.tsx";
import { CryptoAssetsSection } from "./crypto-assets-section.tsx";
import { PackagesSection } from "./packages-section.tsx";
import { RecentContractsSection } from "./recent-contracts-section.tsx";
import { VolumeSection } from "./volume-section.tsx";

/**
 * /dashboard: the protocol as the index records it (spec §7 dashboard), for anyone: volume over time and by
 * token, recent contracts with their payments, collaterals, loan packages and the listed tokens. The search
 * names a contract by number or a token by symbol; each list shows what matches (a new search starts it on
 * its first page).
 */
export function DashboardPage() {
  const { typed, setTyped, search } = useDashboardSearch();
  const searchKey = `${search.contractId ?? ""}:${search.symbol ?? ""}`;
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        The lending protocol as the chain records it: what was lent and when, the latest contracts and their payments, collaterals waiting for offers, lenders' packages and the
        listed tokens.
      </Typography>
      <Stack component="search" aria-label="Search the dashboard" sx={{ mb: 3, maxWidth: 480 }}>
        <TextField
          label="Search"
          placeholder="Token symbol or contract number"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
      </Stack>
      <Stack spacing={3}>
        <VolumeSection />
        <RecentContractsSection key={searchKey} search={search} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <CollateralsSection key={searchKey} symbol={search.symbol} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <PackagesSection key={searchKey} symbol={search.symbol} />
          </Grid>
        </Grid>
        <CryptoAssetsSection symbol={search.symbol} />
      </Stack>
    </Container>
  );
}
