import { formatUsd } from "@openpawn/shared/format";
import { Alert, Box } from "@mui/material";
import { SummaryLines } from "../confirm/summary-lines.tsx";

import type { TokenBook } from "../../lib/use-token-book.ts";
import type { LoanPreview } from "../../lib/loan-preview.ts";
import { loanRiskLines } from "../confirm/loan-lines.tsx";

interface TokenRef {
  address: string;
  symbol: string | null;
}

/**
 * A loan's numbers at today's prices while the lender types the terms. On NFT collateral (`nft`) there is no price:
 * no LTV, no liquidation price, no start the contract could refuse.
 */
export function LoanTermsSummary({
  preview,
  book,
  loanToken,
  repaymentToken,
  collateralSymbol,
  healthyText,
  nft = false,
}: {
  preview: LoanPreview;
  book: TokenBook;
  loanToken: TokenRef;
  repaymentToken: TokenRef;
  collateralSymbol: string;
  healthyText: string;
  nft?: boolean;
}) {
  return (
    <Box>
      <SummaryLines label="Loan summary" lines={loanRiskLines({ preview, book, loanToken, repaymentToken, collateralSymbol, nft })} />
      {!nft && <LoanStartNotes preview={preview} healthyText={healthyText} />}
    </Box>
  );
}

/** Whether the contract would let the loan start at today's prices (priced collateral only). */
export function LoanStartNotes({ preview, healthyText }: { preview: LoanPreview; healthyText: string }) {
  if (preview.startsHealthy === false) {
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {healthyText} The contract refuses a loan that starts owing more than 90% of the collateral's value times the threshold (
        {preview.maxStartingDebtUsd !== null ? formatUsd(preview.maxStartingDebtUsd, "full") : "—"} today).
      </Alert>
    );
  }
  if (preview.startsHealthy === null) {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        A price is missing: the contract checks the starting LTV with the oracle when the loan starts.
      </Alert>
    );
  }
  return null;
}
