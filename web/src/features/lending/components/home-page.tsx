import { Box, Button, Card, CardContent, Container, Grid, Skeleton, Stack, Typography } from "@mui/material";
import { PRODUCT_NAME } from "@openpawn/shared/constants";
import { WhenNearViewport } from "../../../components/data/when-near-viewport.tsx";
import { useCollaterals, useRecentContracts, useVolumeStatistic } from "../hooks/lending-queries.ts";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import { formatUsdText } from "../../../components/tokens/amounts.tsx";
import { CollateralCard } from "../../../components/collateral/collateral-card.tsx";
import { ContractTable } from "./contract-table.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";

/** About a loading list's height: the lists below the fold load as they come near the screen. */
const SECTION_MIN_HEIGHT_PX = 140;

const STEPS = [
  { title: "Lock collateral", text: "Escrow a listed coin or token in the lending contract and say what you want to borrow and for how long." },
  { title: "Take the best offer", text: "Lenders send offers with their amount, rate and cycle. You read the summary and accept the one you like." },
  { title: "Repay in cycles", text: "Pay each cycle's interest on time and the principal by the end: your collateral comes straight back." },
];

function Figure({ label, value, pending }: { label: string; value: string; pending: boolean }) {
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {pending ? <Skeleton width={120} /> : value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/** The protocol in figures, live from the index. */
function LiveFigures() {
  const volume = useVolumeStatistic();
  const data = volume.data;
  if (volume.isError) return <Typography color="text.secondary">The figures cannot be loaded right now.</Typography>;
  return (
    <Grid container spacing={3} aria-label="Protocol figures" component="section">
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Value locked" value={data ? formatUsdText(data.collateralLockedUsd, "compact") : ""} pending={!data} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Loans running" value={String(data?.contracts.active ?? "")} pending={!data} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Volume lent" value={data ? formatUsdText(data.loanVolumeUsd, "compact") : ""} pending={!data} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Loans completed" value={String(data?.contracts.completed ?? "")} pending={!data} />
      </Grid>
    </Grid>
  );
}

function OpenCollaterals() {
  const book = useTokenBook();
  const list = useCollaterals({ status: "OPEN", size: 4 });
  const items = list.data?.content ?? [];
  return (
    <QueryList
      query={list}
      count={items.length}
      emptyText="No collateral is waiting for offers right now."
      errorText="Open collaterals cannot be loaded right now."
    >
      <Grid container spacing={2}>
        {items.map((item) => (
          <Grid key={item.id} size={{ xs: 12, sm: 6, md: 3 }}>
            <CollateralCard item={item} book={book} href={`/pawn/offer/${item.id}`} />
          </Grid>
        ))}
      </Grid>
    </QueryList>
  );
}

function RecentContracts() {
  const book = useTokenBook();
  const list = useRecentContracts(undefined, 5);
  const items = list.data?.content ?? [];
  return (
    <QueryList
      query={list}
      count={items.length}
      emptyText="No contract has been signed yet."
      errorText="Recent contracts cannot be loaded right now."
    >
      <ContractTable items={items} book={book} hrefOf={(item) => `/pawn/contract/${item.id}`} />
    </QueryList>
  );
}

/** / : what OpenPawn does, the protocol live, and the two ways in. */
export function HomePage() {
  return (
    <Box>
      <Box
        component="section"
        sx={{ py: { xs: 6, md: 10 }, background: (theme) => `linear-gradient(135deg, ${theme.palette.background.paper} 0%, ${theme.palette.background.default} 70%)`, borderBottom: 1, borderColor: "divider" }}
      >
        <Container>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, maxWidth: 760 }}>
            Borrow against your crypto.{" "}
            <Box component="span" sx={{ color: "primary.main" }}>
              Lend on your own terms.
            </Box>
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 680 }} color="text.secondary" variant="h6" component="p">
            {PRODUCT_NAME} is a pawn-style lending market: borrowers lock collateral in a smart contract, lenders make
            offers, and loans run in repayment cycles. Every step is on chain, every figure below is live.
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 4 }}>
            <Button variant="contained" size="large" href="/pawn">
              Borrow
            </Button>
            <Button variant="outlined" size="large" href="/pawn/offer">
              Lend
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container sx={{ py: 5 }}>
        <LiveFigures />
        <Grid container spacing={2} sx={{ mt: 4 }} component="section" aria-label="How it works">
          {STEPS.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: "100%" }}>
                <CardContent>
                  <Typography variant="overline" color="text.secondary">
                    Step {index + 1}
                  </Typography>
                  <Typography variant="h6" component="h2">
                    {step.title}
                  </Typography>
                  <Typography color="text.secondary">{step.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" sx={{ mt: 6, mb: 2, alignItems: "baseline", justifyContent: "space-between" }}>
          <Typography variant="h5" component="h2">
            Open collaterals
          </Typography>
          <Button href="/pawn/offer">
            Explore market
          </Button>
        </Stack>
        <WhenNearViewport minHeight={SECTION_MIN_HEIGHT_PX}>
          <OpenCollaterals />
        </WhenNearViewport>
        <Typography variant="h5" component="h2" sx={{ mt: 6, mb: 2 }}>
          Recent contracts
        </Typography>
        <WhenNearViewport minHeight={SECTION_MIN_HEIGHT_PX}>
          <RecentContracts />
        </WhenNearViewport>
      </Container>
    </Box>
  );
}
