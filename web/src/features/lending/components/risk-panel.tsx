import { Alert, Box, Card, CardContent, LinearProgress, Skeleton, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useContractRisk } from "../hooks/lending-queries.ts";
import { LATE_PAYMENTS_TO_LIQUIDATION } from "@openpawn/shared/constants";
import { formatUsd } from "@openpawn/shared/format";
import { formatLtv } from "../../../components/tokens/amounts.tsx";
import { NO_LTV_TEXT } from "../../../lib/nft-collateral.ts";

function HealthCard({ children }: { children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: "100%" }} component="section" aria-label="Health">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Health
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * How close a running loan stands to a risk liquidation at the oracle's prices now, and the LTV if the
 * collateral falls 20% or 40%. `action` (liquidate) shows when the loan is liquidatable. NFT collateral has no
 * price: its loan has no LTV, and the panel says what can end it instead.
 */
export function RiskPanel({ contractId, collateralSymbol, action, nft = false }: { contractId: number; collateralSymbol: string; action?: ReactNode; nft?: boolean }) {
  if (nft) {
    return (
      <HealthCard>
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 600 }}>{NO_LTV_TEXT}.</Typography>
          <Typography color="text.secondary">
            The loan is liquidated only after {LATE_PAYMENTS_TO_LIQUIDATION} late payments or when something is unpaid at maturity; the lender then receives the NFT whole.
          </Typography>
        </Stack>
      </HealthCard>
    );
  }
  return <PricedRisk contractId={contractId} collateralSymbol={collateralSymbol} action={action} />;
}

function PricedRisk({ contractId, collateralSymbol, action }: { contractId: number; collateralSymbol: string; action?: ReactNode }) {
  const risk = useContractRisk(contractId);
  const data = risk.data;
  return (
    <HealthCard>
      {risk.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : risk.isError || !data ? (
        <Alert severity="error">The loan's health cannot be read right now.</Alert>
      ) : !data.priced ? (
        <Typography color="text.secondary">No price to watch: the contract has ended, or its collateral has no oracle price.</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Box>
            <Stack direction="row" sx={{ justifyContent: "space-between" }}>
              <Typography>LTV {formatLtv(data.ltvBps)}</Typography>
              <Typography color="text.secondary">liquidated at {formatLtv(data.thresholdBps)}</Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              aria-label="LTV against the liquidation threshold"
              value={Math.min(100, ((data.ltvBps ?? 0) / Math.max(1, data.thresholdBps)) * 100)}
              color={data.liquidatable ? "error" : (data.ltvBps ?? 0) >= data.thresholdBps * 0.9 ? "warning" : "success"}
              sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
            />
          </Box>
          <Typography>
            Liquidation price: <strong>{data.liquidationPriceUsd ? formatUsd(BigInt(data.liquidationPriceUsd), "compact") : "—"}</strong> per {collateralSymbol}
          </Typography>
          <Typography color="text.secondary">
            Debt {data.debtUsd ? formatUsd(BigInt(data.debtUsd), "compact") : "—"} · collateral {data.collateralUsd ? formatUsd(BigInt(data.collateralUsd), "compact") : "—"}
          </Typography>
          {data.stress.map((line) => (
            <Typography key={line.dropPercent} color={line.liquidatable ? "error" : "text.primary"}>
              If {collateralSymbol} falls {line.dropPercent}%: LTV {formatLtv(line.ltvBps)}
              {line.liquidatable ? " — liquidated" : ""}
            </Typography>
          ))}
          {data.liquidatable && (
            <Alert severity="error" action={action}>
              The LTV has reached the liquidation threshold: anyone may liquidate this loan now.
            </Alert>
          )}
        </Stack>
      )}
    </HealthCard>
  );
}
