import { Checkbox, InputAdornment, ListItemText, MenuItem, Stack, TextField, Tooltip } from "@mui/material";
import type { BookToken } from "../../../../lib/use-token-book.ts";
import type { PackageForm, PackageFormErrors } from "../../utils/package-form.ts";

const TYPES = [
  { value: "0", label: "Auto — lends at once when a collateral fits" },
  { value: "1", label: "Semi-auto — you accept or reject each request" },
  { value: "2", label: "Negotiation — you agree the terms with each borrower" },
] as const;

export const LTV_HELP = "Loan-to-value: the share of the collateral's value you lend. 50% lends $500 on a $1,000 collateral.";
export const THRESHOLD_HELP =
  "Liquidation threshold: when what the borrower owes reaches this share of the collateral's value, the loan is liquidated and you are paid from the collateral.";

/**
 * The fields of a loan package (spec §3 crypto package) with its budget: the new-package form of the pawnshop
 * wizard and of the lender's inventory. Amounts are typed in the loan token; rates and LTV in percent.
 */
export function PackageFields({
  value,
  onChange,
  errors,
  tokens,
}: {
  value: PackageForm;
  onChange: (next: PackageForm) => void;
  errors: PackageFormErrors;
  /** The platform's tokens: loan tokens are those it lends, collaterals those it takes. */
  tokens: BookToken[];
}) {
  const loanTokens = tokens.filter((token) => token.supply);
  const collaterals = tokens.filter((token) => token.collateral);
  const field = (name: keyof PackageForm) => ({
    value: value[name],
    onChange: (event: { target: { value: unknown } }) => onChange({ ...value, [name]: event.target.value }),
    error: !!errors[name],
    helperText: errors[name],
  });
  const loanSymbol = value.loanToken;
  const amountAdornment = { input: { endAdornment: <InputAdornment position="end">{loanSymbol}</InputAdornment> } };
  const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };
  const unit = value.durationType === "0" ? "weeks" : "months";
  return (
    <Stack spacing={2}>
      <TextField select label="Package type" {...field("type")}>
        {TYPES.map((type) => (
          <MenuItem key={type.value} value={type.value}>
            {type.label}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField select fullWidth label="Loan token" {...field("loanToken")}>
          {loanTokens.map((token) => (
            <MenuItem key={token.symbol} value={token.symbol}>
              {token.symbol}
            </MenuItem>
          ))}
        </TextField>
        <TextField select fullWidth label="Repayment token" {...field("repaymentToken")}>
          {loanTokens.map((token) => (
            <MenuItem key={token.symbol} value={token.symbol}>
              {token.symbol}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField fullWidth label="Smallest loan" inputMode="decimal" slotProps={amountAdornment} {...field("loanAmountMin")} />
        <TextField fullWidth label="Largest loan" inputMode="decimal" slotProps={amountAdornment} {...field("loanAmountMax")} />
        <TextField
          fullWidth
          label="Budget"
          inputMode="decimal"
          slotProps={amountAdornment}
          {...field("budget")}
          helperText={errors.budget ?? "The most this package lends in total"}
        />
      </Stack>
      <TextField
        select
        label="Accepted collateral"
        {...field("collateralAcceptance")}
        slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).join(", ") } }}
      >
        {collaterals.map((token) => (
          <MenuItem key={token.symbol} value={token.symbol}>
            <Checkbox checked={value.collateralAcceptance.includes(token.symbol)} />
            <ListItemText primary={token.symbol} />
          </MenuItem>
        ))}
      </TextField>
      {value.type === "2" ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField fullWidth label="Lowest interest rate (a year)" inputMode="decimal" slotProps={percent} {...field("interestRateMin")} />
          <TextField fullWidth label="Highest interest rate (a year)" inputMode="decimal" slotProps={percent} {...field("interestRateMax")} />
        </Stack>
      ) : (
        <TextField label="Interest rate (a year)" inputMode="decimal" slotProps={percent} {...field("interestRate")} />
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField fullWidth label={`Shortest duration (${unit})`} inputMode="numeric" {...field("durationFrom")} />
        <TextField fullWidth label={`Longest duration (${unit})`} inputMode="numeric" {...field("durationTo")} />
        <TextField select fullWidth label="Duration unit and repayment cycle" {...field("durationType")}>
          <MenuItem value="0">Weeks (weekly repayments)</MenuItem>
          <MenuItem value="1">Months (monthly repayments)</MenuItem>
        </TextField>
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Tooltip title={LTV_HELP} placement="top" describeChild>
          <TextField fullWidth label="Loan-to-value" inputMode="decimal" slotProps={percent} {...field("loanToValue")} />
        </Tooltip>
        <Tooltip title={THRESHOLD_HELP} placement="top" describeChild>
          <TextField fullWidth label="Liquidation threshold" inputMode="decimal" slotProps={percent} {...field("ltvLiquidationThreshold")} />
        </Tooltip>
      </Stack>
      <TextField label="Message to borrowers" multiline minRows={2} {...field("message")} />
    </Stack>
  );
}
