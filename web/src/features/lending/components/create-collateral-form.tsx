import { lendingCore } from "../../../lib/lending-core.ts";
import { formatUsd, parseDecimalUnits } from "@openpawn/shared/format";
import { useState } from "react";
import { Button, Card, CardContent, Divider, Grid, Stack, TextField, Typography } from "@mui/material";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { useNavigate } from "react-router";
import { LENDING_RATE_ZOOM } from "@openpawn/shared/constants";
import { maxStartingDebtUsd, parseUsd, usdValue } from "@openpawn/shared/lending/loan-risk";
import type { CreateCollateralForm, CreateCollateralValues } from "@openpawn/shared/lending/schemas/forms";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { reportCollateral } from "../api/account-api.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import { useTokenBook, type BookToken } from "../../../lib/use-token-book.ts";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import { TokenAmount } from "../../../components/tokens/amounts.tsx";
import { CreateCollateralConfirmation, type NewCollateral } from "./confirmations/create-collateral-confirmation.tsx";
import { TokenSelect } from "../../../components/tokens/token-select.tsx";
import { CollateralListingFields } from "../../../components/collateral/collateral-listing-fields.tsx";

/**
 * The form's rules (zod, the shared schema) load with its first check, not with the page: /pawn is a first
 * page and zod alone would be an eighth of its budget (decision 0019).
 */
const resolver: Resolver<CreateCollateralForm, unknown, CreateCollateralValues> = async (values, context, options) => {
  const [{ zodResolver }, { createCollateralFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@openpawn/shared/lending/schemas/forms")]);
  return zodResolver(createCollateralFormSchema)(values, context, options);
};

/** The threshold the borrowing preview assumes before any lender has named one (decision 0020). */
export const PREVIEW_THRESHOLD_PERCENT = 70;

/** Today's value of what is typed, and what a lender could lend on it at the preview threshold. */
function BorrowingPower({ collateral, loanToken, amount }: { collateral?: BookToken; loanToken?: BookToken; amount: string }) {
  const book = useTokenBook();
  const units = collateral ? parseDecimalUnits(amount, collateral.decimals) : null;
  const value = collateral?.usdPrice && units !== null ? usdValue(units, collateral.decimals, collateral.usdPrice) : null;
  const canBorrowUsd = value === null ? null : maxStartingDebtUsd(value, PREVIEW_THRESHOLD_PERCENT * LENDING_RATE_ZOOM);
  const canBorrow =
    canBorrowUsd !== null && loanToken?.usdPrice ? (canBorrowUsd * 10n ** BigInt(loanToken.decimals)) / parseUsd(loanToken.usdPrice) : null;
  return (
    <Stack spacing={1} aria-label="Borrowing power">
      <Typography variant="overline" color="text.secondary">
        Value today
      </Typography>
      <Typography variant="h5" component="p">
        {value === null ? "—" : formatUsd(value, "full")}
      </Typography>
      {collateral && !collateral.usdPrice && <Typography color="warning.main">{collateral.symbol} has no price right now.</Typography>}
      <Typography variant="overline" color="text.secondary">
        You could borrow up to
      </Typography>
      <Typography variant="h5" component="p">
        {canBorrow === null || !loanToken ? "—" : <TokenAmount value={canBorrow} token={loanToken} book={book} form="full" />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        At a {PREVIEW_THRESHOLD_PERCENT}% liquidation threshold, a loan may start owing at most 90% of the collateral's value times the
        threshold (first cycle's interest included). Each lender names its own threshold and rate.
      </Typography>
    </Stack>
  );
}

/** /pawn: lock a listed coin or token in the lending contract and ask for a loan. */
export function CreateCollateralForm() {
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const navigate = useNavigate();
  const refresh = useRefreshLending();
  const collaterals = book.tokens.filter((token) => token.collateral);
  const loanTokens = book.tokens.filter((token) => token.supply);
  const form = useForm<CreateCollateralForm, unknown, CreateCollateralValues>({
    resolver,
    defaultValues: { collateralToken: "", amount: "", loanToken: "", durationQty: "4", durationType: "0", name: "", description: "" },
  });
  const [collateralAddress, loanAddress, amount] = useWatch({ control: form.control, name: ["collateralToken", "loanToken", "amount"] });
  const collateral = book.find(collateralAddress);
  const loanToken = book.find(loanAddress);
  const errors = form.formState.errors;

  const [confirming, setConfirming] = useState<NewCollateral & { description: string }>();

  const submit = form.handleSubmit((parsed) => {
    const token = book.find(parsed.collateralToken);
    if (!token) return;
    const units = parseDecimalUnits(parsed.amount, token.decimals);
    if (units === null) return form.setError("amount", { message: `${token.symbol} has at most ${token.decimals} decimals` });
    setConfirming({ token, amount: units, loanToken: { address: parsed.loanToken as `0x${string}`, symbol: book.find(parsed.loanToken)?.symbol ?? null }, durationQty: parsed.durationQty, durationType: parsed.durationType, name: parsed.name, description: parsed.description });
  });

  const lock = async (item: NewCollateral & { description: string }) => {
    // The core's ABI loads when the borrower sends, not with the page.
    const { createCollateralCall } = await import("../api/lending-calls.ts");
    const request = createCollateralCall(lendingCore(deployment), {
      collateral: item.token,
      amount: item.amount,
      loanToken: item.loanToken.address,
      durationQty: item.durationQty,
      durationType: item.durationType,
    });
    const created = await sendTransaction({
      ...request,
      successText: "Your collateral is locked and open to offers",
      report: (txnHash) =>
        reportCollateral({ symbol: item.token.symbol, amount: item.amount.toString(), txnHash, name: item.name, description: item.description || undefined }),
    });
    if (created) {
      void refresh();
      void navigate(`/pawn/collateral/${created.id}`);
    }
    return created;
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Create collateral">
              <Typography variant="h6" component="h2">
                Create collateral
              </Typography>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                <Controller
                  control={form.control}
                  name="collateralToken"
                  render={({ field }) => (
                    <TokenSelect {...field} tokens={collaterals} label="Collateral" error={!!errors.collateralToken} helperText={errors.collateralToken?.message} />
                  )}
                />
                <TextField
                  {...form.register("amount")}
                  label="Amount"
                  fullWidth
                  inputMode="decimal"
                  error={!!errors.amount}
                  helperText={errors.amount?.message ?? (collateral ? `In ${collateral.symbol}` : " ")}
                />
              </Stack>
              <CollateralListingFields form={form} loanTokens={loanTokens} />
              <ActionGate action="create collateral">
                <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
                  Create collateral
                </Button>
              </ActionGate>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Divider sx={{ display: { md: "none" }, mb: 2 }} />
            <BorrowingPower collateral={collateral} loanToken={loanToken} amount={amount ?? ""} />
          </Grid>
        </Grid>
        {confirming && <CreateCollateralConfirmation item={confirming} book={book} onConfirm={() => lock(confirming)} onClose={() => setConfirming(undefined)} />}
      </CardContent>
    </Card>
  );
}
