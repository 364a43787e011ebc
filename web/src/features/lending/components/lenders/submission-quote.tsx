import { Alert, Box, Button, Skeleton, Stack, Typography } from "@mui/material";
import type { Address } from "viem";
import { formatUnitsDown } from "@openpawn/shared/format";
import type { CollateralItem } from "@openpawn/shared/schemas/pawn-collaterals";
import type { LoanPackage } from "@openpawn/shared/schemas/pawn-packages";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { useLoanLimit } from "../../hooks/lending-queries.ts";
import type { TokenBook } from "../../hooks/use-token-book.ts";
import { submissionAmount, SUBMISSION_TOLERANCE_TEXT } from "../../utils/submission-amount.ts";

/**
 * What a package lends on the picked collateral, before the wallet is asked: the amount (PawnShop.loanLimit capped
 * at the package's largest loan) and the least the borrower accepts, which the submission carries (`onSubmit`).
 * Below the package's smallest loan the contract would refuse, so there is nothing to submit.
 */
export function SubmissionQuote({
  item,
  collateral,
  book,
  busy,
  onSubmit,
}: {
  item: LoanPackage;
  collateral: CollateralItem;
  book: TokenBook;
  busy: boolean;
  onSubmit: (minAmount: bigint) => void;
}) {
  const { deployment } = useRuntimeConfig();
  const limit = useLoanLimit(deployment.contracts.PawnShop as Address, item, collateral.id);
  const decimals = book.find(item.loanToken.address)?.decimals ?? 18;
  const money = (value: bigint) => `${formatUnitsDown(value, decimals)} ${item.loanToken.symbol}`;
  const held = `${formatUnitsDown(BigInt(collateral.amount), book.find(collateral.collateral.address)?.decimals ?? 18)} ${collateral.collateral.symbol ?? ""}`;
  const title = (
    <Typography variant="subtitle1" component="p">
      {held} — {collateral.name ?? `Collateral #${collateral.id}`}
    </Typography>
  );

  if (limit.isPending) {
    return (
      <Stack spacing={1}>
        {title}
        <Skeleton variant="rounded" height={96} role="status" aria-label="Reading what the package lends" />
      </Stack>
    );
  }
  if (limit.isError) {
    return (
      <Stack spacing={1}>
        {title}
        <Alert severity="error" action={<Button onClick={() => void limit.refetch()}>Retry</Button>}>
          What this package lends on your collateral cannot be read right now.
        </Alert>
      </Stack>
    );
  }
  const { amount, minAmount, lendable } = submissionAmount(limit.data, item);
  if (!lendable) {
    return (
      <Stack spacing={1}>
        {title}
        <Alert severity="warning">
          At today&apos;s prices this package would lend only {money(amount)} on {held}, below its smallest loan of {money(BigInt(item.loanAmountMin))}: it cannot
          lend on this collateral. Pick another one, or create one holding more on the Borrow page.
        </Alert>
      </Stack>
    );
  }
  const auto = item.type === 0;
  return (
    <Stack spacing={1}>
      {title}
      <Typography>
        {auto ? "This package lends " : "This package lends up to "}
        <strong>{money(amount)}</strong> on it at today&apos;s prices{auto ? "." : "; the lender chooses the amount when accepting."}
      </Typography>
      <Typography>
        You accept at least <strong>{money(minAmount)}</strong> ({SUBMISSION_TOLERANCE_TEXT} below, in case prices move before the loan starts).
      </Typography>
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button variant="contained" disabled={busy} onClick={() => onSubmit(minAmount)}>
          {auto ? "Borrow" : "Submit collateral"}
        </Button>
      </Box>
    </Stack>
  );
}
