import { Stack, TextField } from "@mui/material";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { CreateCollateralForm, CreateCollateralValues } from "@openpawn/shared/lending/schemas/forms";
import type { BookToken } from "../../lib/use-token-book.ts";
import { TokenSelect } from "../tokens/token-select.tsx";
import { UnitSelect } from "../tokens/unit-select.tsx";

/**
 * What a borrower asks with a new collateral, coin or NFT alike: the loan token they want, for how long, and the name
 * and words lenders see in the market.
 */
export function CollateralListingFields({ form, loanTokens }: { form: UseFormReturn<CreateCollateralForm, unknown, CreateCollateralValues>; loanTokens: BookToken[] }) {
  const errors = form.formState.errors;
  return (
    <>
      <Controller
        control={form.control}
        name="loanToken"
        render={({ field }) => (
          <TokenSelect {...field} tokens={loanTokens} label="Loan token you want" error={!!errors.loanToken} helperText={errors.loanToken?.message} />
        )}
      />
      <Stack direction="row" spacing={2}>
        <TextField {...form.register("durationQty")} label="Duration" type="number" fullWidth error={!!errors.durationQty} helperText={errors.durationQty?.message} />
        <UnitSelect control={form.control} name="durationType" label="Unit" kind="duration" />
      </Stack>
      <TextField {...form.register("name")} label="Name" fullWidth error={!!errors.name} helperText={errors.name?.message ?? "Lenders see it in the market"} />
      <TextField {...form.register("description")} label="Description (optional)" fullWidth multiline minRows={2} error={!!errors.description} helperText={errors.description?.message} />
    </>
  );
}
