import { Box, Grid, List, ListItem, ListItemText, Typography, useTheme } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { rainbowSurgePalette } from "@mui/x-charts/colorPalettes";
import { PieChart } from "@mui/x-charts/PieChart";
import { formatCount, formatDate, formatUsd } from "@openpawn/shared/format";
import { USD_DECIMALS } from "@openpawn/shared/lending/loan-risk";
import type { VolumeSeries } from "@openpawn/shared/dashboard/schemas";
import { formatUsdText, shortWallet, TokenAmount } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";

type Point = VolumeSeries["points"][number];

/** An axis tick (a number of dollars) in the compact form, to the cent. */
const axisUsd = (value: number) => formatUsd(BigInt(Math.round(value * 100)) * 10n ** BigInt(USD_DECIMALS - 2), "compact");
const symbolOf = (token: { address: string; symbol: string | null }) => token.symbol ?? shortWallet(token.address);
/** A token's USD volume in a period, as the API wrote it ("0" when nothing was lent of it then). */
const usdIn = (point: Point | undefined, address: string) => point?.tokens.find((volume) => volume.token.address === address)?.amountUsd ?? "0";

/** A period by its first day (UTC, as the API cuts them): "Nov 24, 2026". */
const periodLabel = (start: string) => formatDate(start, { timeZone: "UTC" });

/**
 * The volume series as charts: USD lent per period, stacked by token, and each token's share of the window,
 * its amount in the token beside it. Bar heights are numbers; the tooltips show the API's exact figures.
 */
export function VolumeCharts({ series }: { series: VolumeSeries }) {
  const book = useDeploymentTokens();
  const colors = rainbowSurgePalette(useTheme().palette.mode);
  const colorOf = (index: number) => colors[index % colors.length];
  const perPeriod = series.interval === "day" ? "day" : "week (from Monday)";

  const bars = series.tokens.map((total, index) => ({
    label: symbolOf(total.token),
    stack: "volume",
    color: colorOf(index),
    data: series.points.map((point) => Number(usdIn(point, total.token.address))),
    valueFormatter: (_value: number | null, { dataIndex }: { dataIndex: number }) => formatUsdText(usdIn(series.points[dataIndex], total.token.address), "compact"),
  }));
  const slices = series.tokens.map((total, index) => ({ id: index, value: Number(total.amountUsd), label: symbolOf(total.token), color: colorOf(index) }));

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Typography variant="subtitle2" component="h3">
          Lent per {perPeriod}, in USD at today's prices
        </Typography>
        <Box role="img" aria-label={`Loan volume per ${series.interval}`} data-testid="volume-over-time">
          <BarChart
            height={280}
            xAxis={[{ scaleType: "band", data: series.points.map((point) => periodLabel(point.start)) }]}
            yAxis={[{ valueFormatter: axisUsd, width: 56 }]}
            series={bars}
            margin={{ left: 0, right: 8 }}
          />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Typography variant="subtitle2" component="h3">
          By token
        </Typography>
        <Box role="img" aria-label="Loan volume by token" data-testid="volume-by-token">
          <PieChart
            height={180}
            hideLegend
            series={[{ data: slices, innerRadius: 45, paddingAngle: 1, valueFormatter: (_item, { dataIndex }) => formatUsdText(series.tokens[dataIndex]?.amountUsd ?? "0", "compact") }]}
          />
        </Box>
        <List dense aria-label="Volume by token">
          {series.tokens.map((total, index) => (
            <ListItem key={total.token.address} disableGutters>
              <Box sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: colorOf(index), mr: 1.5, flexShrink: 0 }} />
              <ListItemText
                primary={<TokenAmount value={total.amount} token={total.token} book={book} form="compact" />}
                secondary={`${formatUsdText(total.amountUsd, "compact")} · ${formatCount(total.loans, "loan")}`}
              />
            </ListItem>
          ))}
        </List>
      </Grid>
    </Grid>
  );
}
