import { Box, Grid, Skeleton, Typography } from "@mui/material";
import { formatCount } from "@openpawn/shared/format";
import { DASHBOARD_MESSAGES } from "@openpawn/shared/dashboard/messages";
import { formatUsdText } from "../../../components/tokens/amounts.tsx";
import { useVolumeStatistic } from "../hooks/dashboard-queries.ts";

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value ?? <Skeleton width={96} />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Grid>
  );
}

/** The protocol's totals since it started (GET /dashboard/volume-statistic), in USD at today's prices. */
export function ProtocolFigures() {
  const { data, isError } = useVolumeStatistic();
  if (isError) return <Typography color="text.secondary">{DASHBOARD_MESSAGES.volumeError}</Typography>;
  const contracts = data?.contracts;
  return (
    <Box component="section" aria-label="Protocol figures">
      <Grid container spacing={2}>
        <Figure label="Lent in all" value={data && formatUsdText(data.loanVolumeUsd, "compact")} />
        <Figure label="Principal outstanding" value={data && formatUsdText(data.principalOutstandingUsd, "compact")} />
        <Figure label="Collateral locked" value={data && formatUsdText(data.collateralLockedUsd, "compact")} />
        <Figure label="Interest paid" value={data && formatUsdText(data.interestPaidUsd, "compact")} />
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {contracts ? `${formatCount(contracts.total, "contract")}: ${contracts.active} running · ${contracts.completed} completed · ${contracts.liquidated} liquidated` : <Skeleton width={280} />}
      </Typography>
    </Box>
  );
}
