import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from "@mui/material";
import { formatUnitsDown } from "@openpawn/shared/format";
import type { LoanPackage } from "@openpawn/shared/schemas/pawn-packages";
import type { useTokenBook } from "../../hooks/use-token-book.ts";
import { Line, PACKAGE_TYPE_NAMES } from "./package-summary.tsx";

const STATUS_CHIP = {
  DRAFT: { label: "Draft", color: "default" },
  PUBLISHED: { label: "Published", color: "success" },
  UNPUBLISHED: { label: "Unpublished", color: "warning" },
} as const;

export type PackageAction = "publish" | "unpublish" | "reopen";

/** One of the lender's packages: its terms, what is left of its budget, and what the lender can do with it now. */
export function PackageCard({ item, book, onAction, busy }: { item: LoanPackage; book: ReturnType<typeof useTokenBook>; onAction: (action: PackageAction) => void; busy: boolean }) {
  const decimals = book.find(item.loanToken.address)?.decimals ?? 18;
  const symbol = item.loanToken.symbol ?? "";
  const amount = (value: string) => `${formatUnitsDown(BigInt(value), decimals)} ${symbol}`;
  const chip = STATUS_CHIP[item.status];
  const unit = item.durationType === 0 ? "weeks" : "months";
  const action: { name: PackageAction; label: string } | null =
    item.status === "DRAFT" ? { name: "publish", label: "Publish" } : item.status === "PUBLISHED" ? { name: "unpublish", label: "Unpublish" } : { name: "reopen", label: "Reopen" };
  return (
    <Card variant="outlined" component="article" aria-label={`Package ${item.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {PACKAGE_TYPE_NAMES[item.type]} package #{item.id}
          </Typography>
          {item.pausedReasons.includes("BUDGET_SPENT") && <Chip size="small" color="warning" label="Paused: budget spent" />}
          <Chip size="small" color={chip.color} label={chip.label} />
        </Stack>
        <Stack spacing={0.5}>
          <Line label="Loans">
            {amount(item.loanAmountMin)} to {amount(item.loanAmountMax)}
          </Line>
          <Line label="Budget left">
            {amount(item.budgetLeft)} of {amount(item.budget)}
          </Line>
          <Line label="Interest">
            {item.type === 2 ? `${item.interestRateMin}% to ${item.interestRateMax}% a year` : `${item.interestRate}% a year`}
          </Line>
          <Line label="Duration">
            {item.durationFrom} to {item.durationTo} {unit}
          </Line>
          <Line label="Collateral">{item.collateralAcceptance.map((token) => token.symbol ?? token.address).join(", ")}</Line>
          <Line label="Loan-to-value / liquidation">
            {item.loanToValue}% / {item.ltvLiquidationThreshold}%
          </Line>
        </Stack>
      </CardContent>
      {action && (
        <CardActions>
          <Button size="small" onClick={() => onAction(action.name)} disabled={busy}>
            {action.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
