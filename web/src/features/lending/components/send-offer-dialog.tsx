import { parseDecimalUnits } from "@openpawn/shared/format";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, MenuItem, Stack, TextField } from "@mui/material";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { CollateralItem } from "@openpawn/shared/schemas/pawn-collaterals";
import { offerFormSchema, percentToRate, type OfferForm } from "@openpawn/shared/schemas/pawn-forms";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { reportOffer } from "../api/account-api.ts";
import { createOfferCall, lendingCore } from "../api/lending-calls.ts";
import { useRefreshLending } from "../hooks/lending-queries.ts";
import { useTokenBook } from "../hooks/use-token-book.ts";
import { loanPreview } from "../utils/loan-preview.ts";
import { LoanTermsSummary } from "./loan-terms-summary.tsx";
import { TokenSelect } from "./token-select.tsx";

const UNIT_OPTIONS = [
  <MenuItem key="0" value="0">
    Weeks
  </MenuItem>,
  <MenuItem key="1" value="1">
    Months
  </MenuItem>,
];

/** The send-offer dialog of /pawn/offer/{id}: the lender's terms, checked against today's prices before sending. */
export function SendOfferDialog({ collateral, open, onClose }: { collateral: CollateralItem; open: boolean; onClose: () => void }) {
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const loanToken = book.find(collateral.loanToken.address);
  const form = useForm<OfferForm>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: {
      amount: "",
      repaymentToken: collateral.loanToken.address,
      interestRate: "12",
      liquidationThreshold: "70",
      durationQty: String(collateral.durationQty),
      durationType: String(collateral.durationType) as "0" | "1",
      cycleType: "0",
      message: "",
    },
  });
  const watched = useWatch({ control: form.control });
  const errors = form.formState.errors;
  const repaymentToken = book.find(watched.repaymentToken);
  const collateralToken = book.find(collateral.collateral.address);
  const parsed = offerFormSchema.safeParse(watched);
  const units = loanToken ? parseDecimalUnits(watched.amount ?? "", loanToken.decimals) : null;
  const preview =
    parsed.success && units && loanToken && repaymentToken && collateralToken
      ? loanPreview({
          amount: units,
          interestRate: percentToRate(parsed.data.interestRate),
          liquidationThreshold: percentToRate(parsed.data.liquidationThreshold),
          durationQty: parsed.data.durationQty,
          durationType: parsed.data.durationType,
          cycleType: parsed.data.cycleType,
          loanToken,
          repaymentToken,
          collateralToken,
          collateralAmount: BigInt(collateral.amount),
        })
      : null;

  const submit = form.handleSubmit(async (values) => {
    const terms = offerFormSchema.parse(values);
    if (!loanToken) return;
    const amount = parseDecimalUnits(terms.amount, loanToken.decimals);
    if (amount === null) return form.setError("amount", { message: `${loanToken.symbol} has at most ${loanToken.decimals} decimals` });
    const request = createOfferCall(
      lendingCore(deployment),
      collateral.id,
      {
        amount,
        loanToken: loanToken.address,
        repaymentToken: terms.repaymentToken as `0x${string}`,
        interestRate: percentToRate(terms.interestRate),
        liquidationThreshold: percentToRate(terms.liquidationThreshold),
        durationQty: terms.durationQty,
        durationType: terms.durationType,
        cycleType: terms.cycleType,
      },
      loanToken,
    );
    const offer = await sendTransaction({ ...request, successText: "Your offer is sent", report: (hash) => reportOffer(hash, terms.message || undefined) });
    if (offer) {
      void refresh();
      onClose();
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-offer-title">
      <DialogTitle id="send-offer-title">Send an offer</DialogTitle>
      <DialogContent>
        <Stack component="form" id="send-offer-form" spacing={2} sx={{ pt: 1 }} noValidate onSubmit={submit}>
          <TextField
            {...form.register("amount")}
            label={`Amount (${loanToken?.symbol ?? "loan token"})`}
            inputMode="decimal"
            error={!!errors.amount}
            helperText={errors.amount?.message ?? "Your allowance for this amount is asked first; it moves when the borrower accepts"}
          />
          <Controller
            control={form.control}
            name="repaymentToken"
            render={({ field }) => (
              <TokenSelect {...field} tokens={book.tokens.filter((token) => token.supply)} label="Interest paid in" error={!!errors.repaymentToken} helperText={errors.repaymentToken?.message} />
            )}
          />
          <Stack direction="row" spacing={2}>
            <TextField {...form.register("interestRate")} label="Rate (% a year)" inputMode="decimal" fullWidth error={!!errors.interestRate} helperText={errors.interestRate?.message} />
            <TextField
              {...form.register("liquidationThreshold")}
              label="Liquidation threshold (%)"
              inputMode="decimal"
              fullWidth
              error={!!errors.liquidationThreshold}
              helperText={errors.liquidationThreshold?.message ?? "The LTV at which the loan is liquidated"}
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField {...form.register("durationQty")} label="Duration" type="number" fullWidth error={!!errors.durationQty} helperText={errors.durationQty?.message} />
            <Controller control={form.control} name="durationType" render={({ field }) => <TextField {...field} select label="Unit" sx={{ minWidth: 120 }}>{UNIT_OPTIONS}</TextField>} />
            <Controller
              control={form.control}
              name="cycleType"
              render={({ field }) => (
                <TextField {...field} select label="Cycle" sx={{ minWidth: 120 }}>
                  <MenuItem value="0">Weekly</MenuItem>
                  <MenuItem value="1">Monthly</MenuItem>
                </TextField>
              )}
            />
          </Stack>
          <TextField {...form.register("message")} label="Message to the borrower (optional)" multiline minRows={2} error={!!errors.message} helperText={errors.message?.message} />
          {preview && loanToken && repaymentToken && (
            <>
              <Divider />
              <LoanTermsSummary
                preview={preview}
                book={book}
                loanToken={loanToken}
                repaymentToken={repaymentToken}
                collateralSymbol={collateral.collateral.symbol ?? "the collateral"}
                healthyText="This offer is too large for the collateral at today's prices."
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="send-offer-form" variant="contained" disabled={form.formState.isSubmitting}>
          Send offer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
