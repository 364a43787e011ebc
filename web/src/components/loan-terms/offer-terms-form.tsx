import { Divider, Stack, TextField } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { LENDING_RATE_ZOOM } from "@openpawn/shared/constants";
import { formatUnitsDown, parseDecimalUnits } from "@openpawn/shared/format";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { offerFormSchema, percentToRate, type OfferForm } from "@openpawn/shared/lending/schemas/forms";
import type { ProposalTerms } from "@openpawn/shared/negotiations/schemas/negotiations";
import type { TokenBook } from "../../lib/use-token-book.ts";
import { loanPreview } from "../../lib/loan-preview.ts";
import type { OfferTerms } from "../../lib/offer-terms.ts";
import { isNftKind, UNPRICED_COLLATERAL } from "../../lib/nft-collateral.ts";
import { LoanTermsSummary } from "./loan-terms-summary.tsx";
import { TokenSelect } from "../tokens/token-select.tsx";
import { UnitSelect } from "../tokens/unit-select.tsx";

const percentText = (rate: number) => String(rate / LENDING_RATE_ZOOM);

/**
 * Terms on NFT collateral name no liquidation threshold: NFTs have no price, and the core takes 0 for them
 * (LendingRules.checkTerms). The field is not shown there and stays empty (a string of no characters), and 0 is sent.
 */
const nftOfferFormSchema = offerFormSchema.safeExtend({ liquidationThreshold: z.literal("") });
const formSchemaOf = (collateral: Pick<CollateralItem, "kind">) => (isNftKind(collateral.kind) ? nftOfferFormSchema : offerFormSchema);
/** The threshold the terms carry: 0 on NFT collateral, else the percent typed. */
const thresholdOf = (collateral: Pick<CollateralItem, "kind">, typed: string) => (isNftKind(collateral.kind) ? 0 : percentToRate(typed));

/** The form's starting values: a proposal's terms to answer, or the collateral's own duration. */
function defaultsOf(collateral: CollateralItem, start: ProposalTerms | null, decimals: number): OfferForm {
  const nft = isNftKind(collateral.kind);
  if (start) {
    return {
      // Exact, and without the thousands separators a field cannot parse back.
      amount: formatUnitsDown(BigInt(start.amount), decimals, decimals).replaceAll(",", ""),
      repaymentToken: start.repaymentToken.address,
      interestRate: percentText(start.interestRate),
      liquidationThreshold: nft ? "" : percentText(start.liquidationThreshold),
      durationQty: String(start.durationQty),
      durationType: String(start.durationType) as "0" | "1",
      cycleType: String(start.repaymentCycleType) as "0" | "1",
      message: "",
    };
  }
  return {
    amount: "",
    repaymentToken: collateral.loanToken.address,
    interestRate: "12",
    liquidationThreshold: nft ? "" : "70",
    durationQty: String(collateral.durationQty),
    durationType: String(collateral.durationType) as "0" | "1",
    cycleType: "0",
    message: "",
  };
}

export function useOfferTermsForm(collateral: CollateralItem, book: TokenBook, start: ProposalTerms | null = null) {
  const decimals = book.find(collateral.loanToken.address)?.decimals ?? 18;
  return useForm<OfferForm>({ resolver: zodResolver(formSchemaOf(collateral)), defaultValues: defaultsOf(collateral, start, decimals) });
}

/**
 * Runs `onTerms` with the form's terms in the core's units once they pass the shared rules; an amount with more
 * decimals than the loan token has is refused on its field.
 */
export function submitTerms(form: UseFormReturn<OfferForm>, collateral: CollateralItem, book: TokenBook, onTerms: (terms: OfferTerms) => Promise<void>) {
  return form.handleSubmit(async (values) => {
    const terms = formSchemaOf(collateral).parse(values);
    const loanToken = book.find(collateral.loanToken.address);
    if (!loanToken) return;
    const amount = parseDecimalUnits(terms.amount, loanToken.decimals);
    if (amount === null) return form.setError("amount", { message: `${loanToken.symbol} has at most ${loanToken.decimals} decimals` });
    await onTerms({
      amount,
      repaymentToken: terms.repaymentToken as `0x${string}`,
      interestRate: percentToRate(terms.interestRate),
      liquidationThreshold: thresholdOf(collateral, terms.liquidationThreshold),
      durationQty: terms.durationQty,
      durationType: terms.durationType,
      cycleType: terms.cycleType,
      message: terms.message,
    });
  });
}

/** The terms of an offer or a proposal on a collateral, with what they mean at today's prices. */
export function OfferTermsFields({
  form,
  collateral,
  book,
  messageLabel,
  amountHelper,
}: {
  form: UseFormReturn<OfferForm>;
  collateral: CollateralItem;
  book: TokenBook;
  messageLabel: string;
  amountHelper?: string;
}) {
  const watched = useWatch({ control: form.control });
  const errors = form.formState.errors;
  const loanToken = book.find(collateral.loanToken.address);
  const repaymentToken = book.find(watched.repaymentToken);
  const nft = isNftKind(collateral.kind);
  const collateralToken = nft ? UNPRICED_COLLATERAL : book.find(collateral.collateral.address);
  const parsed = formSchemaOf(collateral).safeParse(watched);
  const units = loanToken ? parseDecimalUnits(watched.amount ?? "", loanToken.decimals) : null;
  const preview =
    parsed.success && units && loanToken && repaymentToken && collateralToken
      ? loanPreview({
          amount: units,
          interestRate: percentToRate(parsed.data.interestRate),
          liquidationThreshold: thresholdOf(collateral, parsed.data.liquidationThreshold),
          durationQty: parsed.data.durationQty,
          durationType: parsed.data.durationType,
          cycleType: parsed.data.cycleType,
          loanToken,
          repaymentToken,
          collateralToken,
          collateralAmount: BigInt(collateral.amount),
        })
      : null;

  return (
    <>
      <TextField {...form.register("amount")} label={`Amount (${loanToken?.symbol ?? "loan token"})`} inputMode="decimal" error={!!errors.amount} helperText={errors.amount?.message ?? amountHelper} />
      <Controller
        control={form.control}
        name="repaymentToken"
        render={({ field }) => (
          <TokenSelect {...field} tokens={book.tokens.filter((token) => token.supply)} label="Interest paid in" error={!!errors.repaymentToken} helperText={errors.repaymentToken?.message} />
        )}
      />
      <Stack direction="row" spacing={2}>
        <TextField {...form.register("interestRate")} label="Rate (% a year)" inputMode="decimal" fullWidth error={!!errors.interestRate} helperText={errors.interestRate?.message} />
        {!nft && (
          <TextField
            {...form.register("liquidationThreshold")}
            label="Liquidation threshold (%)"
            inputMode="decimal"
            fullWidth
            error={!!errors.liquidationThreshold}
            helperText={errors.liquidationThreshold?.message ?? "The LTV at which the loan is liquidated"}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField {...form.register("durationQty")} label="Duration" type="number" fullWidth error={!!errors.durationQty} helperText={errors.durationQty?.message} />
        <UnitSelect control={form.control} name="durationType" label="Unit" kind="duration" />
        <UnitSelect control={form.control} name="cycleType" label="Cycle" kind="cycle" />
      </Stack>
      <TextField {...form.register("message")} label={messageLabel} multiline minRows={2} error={!!errors.message} helperText={errors.message?.message} />
      {preview && loanToken && repaymentToken && (
        <>
          <Divider />
          <LoanTermsSummary
            preview={preview}
            book={book}
            loanToken={loanToken}
            repaymentToken={repaymentToken}
            collateralSymbol={collateral.collateral.symbol ?? "the collateral"}
            healthyText="These terms are too large for the collateral at today's prices."
            nft={nft}
          />
        </>
      )}
    </>
  );
}
