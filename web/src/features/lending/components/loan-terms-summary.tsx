import { Alert, Box, Stack, Typography } from "@mui/material";
import type { TokenBook } from "../hooks/use-token-book.ts";
import type { LoanPreview } from "../utils/loan-preview.ts";
import { formatLtv, formatUsd, TokenAmount } from "../../../components/tokens/amounts.tsx";
import { NO_LTV_TEXT } from "../utils/nft-collateral.ts";

interface TokenRef {
  address: string;
  symbol: string | null;
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: "space-between", gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ textAlign: "right" }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * A loan's numbers at today's prices, shown before the lender offers and before the borrower accepts. On NFT
 * collateral (`nft`) there is no price: no LTV, no liquidation price, no start the contract could refuse.
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
    <Box aria-label="Loan summary">
      <Line label={`Each cycle's interest (${preview.cycles} cycles)`}>
        <TokenAmount value={preview.cycleInterest} token={loanToken} book={book} />
        {preview.cycleInterestInRepayment !== null && loanToken.address !== repaymentToken.address && (
          <Typography variant="body2" color="text.secondary">
            ≈ <TokenAmount value={preview.cycleInterestInRepayment} token={repaymentToken} book={book} /> paid in {repaymentToken.symbol}
          </Typography>
        )}
      </Line>
      {nft ? (
        <Line label="LTV">{NO_LTV_TEXT}</Line>
      ) : (
        <PricedLines preview={preview} collateralSymbol={collateralSymbol} healthyText={healthyText} />
      )}
    </Box>
  );
}

/** What today's prices say of a loan on priced collateral: its LTV, where it is liquidated, whether it may start. */
function PricedLines({ preview, collateralSymbol, healthyText }: { preview: LoanPreview; collateralSymbol: string; healthyText: string }) {
  const risk = preview.risk;
  return (
    <>
      <Line label="Starting LTV">{risk ? `${formatLtv(Number(risk.ltvBps))} of ${formatLtv(Number(risk.thresholdBps))}` : "—"}</Line>
      <Line label={`Liquidation price of ${collateralSymbol}`}>{risk?.liquidationPriceUsd ? formatUsd(risk.liquidationPriceUsd) : "—"}</Line>
      {risk?.stress.map((line) => (
        <Line key={line.dropPercent} label={`If ${collateralSymbol} falls ${line.dropPercent}%`}>
          LTV {formatLtv(line.ltvBps === null ? null : Number(line.ltvBps))}
          {line.liquidatable ? " — liquidated" : ""}
        </Line>
      ))}
      {preview.startsHealthy === false && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {healthyText} The contract refuses a loan that starts owing more than 90% of the collateral's value times the threshold (
          {preview.maxStartingDebtUsd !== null ? formatUsd(preview.maxStartingDebtUsd) : "—"} today).
        </Alert>
      )}
      {preview.startsHealthy === null && (
        <Alert severity="info" sx={{ mt: 1 }}>
          A price is missing: the contract checks the starting LTV with the oracle when the loan starts.
        </Alert>
      )}
    </>
  );
}
