import type { ReactNode } from "react";
import { Stack, Typography } from "@mui/material";
import { formatTokenAmount } from "@openpawn/shared/format";
import type { PackageBody } from "@openpawn/shared/packages/schemas/packages";

export const PACKAGE_TYPE_NAMES = ["Auto", "Semi-auto", "Negotiation"] as const;

/** A label and its value on one line of a summary. */
export function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography color="text.secondary">{label}</Typography>
      {/* A wallet address has no break of its own: let it wrap on a phone. */}
      <Typography sx={{ textAlign: "right", overflowWrap: "anywhere" }}>{children}</Typography>
    </Stack>
  );
}

/** A package about to be published: amounts (full, as confirmed) with their token, rates and durations in words. */
export function PackageSummary({ body, decimals }: { body: PackageBody; decimals: number }) {
  const amount = (value: string) => formatTokenAmount(BigInt(value), decimals, body.loanToken, "full");
  const unit = body.durationType === 0 ? "weeks" : "months";
  return (
    <Stack spacing={1} aria-label="Package summary">
      <Line label="Type">{PACKAGE_TYPE_NAMES[body.type]}</Line>
      <Line label="Loans">
        {amount(body.loanAmountMin)} to {amount(body.loanAmountMax)}
      </Line>
      <Line label="Budget">{amount(body.budget)}</Line>
      <Line label="Repaid in">{body.repaymentToken}</Line>
      <Line label="Accepted collateral">{body.collateralAcceptance.join(", ")}</Line>
      <Line label="Interest">
        {body.type === 2 ? `${body.interestRateMin}% to ${body.interestRateMax}% a year` : `${body.interestRate}% a year`}
      </Line>
      <Line label="Duration">
        {body.durationFrom} to {body.durationTo} {unit}
      </Line>
      <Line label="Loan-to-value / liquidation">
        {body.loanToValue}% / {body.ltvLiquidationThreshold}%
      </Line>
    </Stack>
  );
}
