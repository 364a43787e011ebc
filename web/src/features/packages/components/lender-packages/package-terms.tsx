import { Stack } from "@mui/material";
import { formatTokenAmount } from "@openpawn/shared/format";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { Line } from "./package-summary.tsx";

/** A published or draft package's terms on its card, line by line: amounts (compact) with their token, what is left of the budget. */
export function PackageTerms({ item, decimals }: { item: LoanPackage; decimals: number }) {
  const symbol = item.loanToken.symbol ?? "";
  const amount = (value: string) => formatTokenAmount(BigInt(value), decimals, symbol, "compact");
  const unit = item.durationType === 0 ? "weeks" : "months";
  return (
    <Stack spacing={0.5}>
      <Line label="Loans">
        {amount(item.loanAmountMin)} to {amount(item.loanAmountMax)}
      </Line>
      <Line label="Budget left">
        {amount(item.budgetLeft)} of {amount(item.budget)}
      </Line>
      <Line label="Interest">{item.type === 2 ? `${item.interestRateMin}% to ${item.interestRateMax}% a year` : `${item.interestRate}% a year`}</Line>
      <Line label="Duration">
        {item.durationFrom} to {item.durationTo} {unit}
      </Line>
      <Line label="Collateral">{item.collateralAcceptance.map((token) => token.symbol ?? token.address).join(", ")}</Line>
      <Line label="Loan-to-value / liquidation">
        {item.loanToValue}% / {item.ltvLiquidationThreshold}%
      </Line>
    </Stack>
  );
}
