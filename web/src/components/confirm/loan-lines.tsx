import type { TransactionFee } from "@openpawn/shared/tokens/schemas";
import { formatCount, formatUsd } from "@openpawn/shared/format";
import type { SummaryLine } from "./summary-lines.tsx";
import { formatCycle, formatDuration, formatLtv, formatRate, TokenAmount } from "../tokens/amounts.tsx";
import type { TokenBook } from "../../lib/use-token-book.ts";
import { lenderShareOnDefault, type LoanPreview } from "../../lib/loan-preview.ts";
import { NO_LTV_TEXT } from "../../lib/nft-collateral.ts";

interface TokenRef {
  address: string;
  symbol: string | null;
}

/** A collateral as a loan's summary names it: what is locked, and whether it is an NFT (no price, no LTV). */
export interface LockedCollateral {
  token: TokenRef;
  amount: string;
  nft: boolean;
}

/** The rate, and how long the loan runs and how it is paid. */
export function termsLines(terms: { interestRate: number; durationQty: number; durationType: number; cycleType: number; repaymentSymbol: string | null }): SummaryLine[] {
  return [
    { label: "Interest rate", value: `${formatRate(terms.interestRate)} a year` },
    { label: "Duration", value: formatDuration(terms.durationQty, terms.durationType), detail: `Interest paid ${formatCycle(terms.cycleType).toLowerCase()} in ${terms.repaymentSymbol ?? "the repayment token"}; the principal by the end` },
  ];
}

/**
 * A loan's cost and risk at today's prices: each cycle's interest (and its worth in the repayment token), then the
 * starting LTV, the liquidation price and the LTV after a fall; an NFT has no LTV.
 */
export function loanRiskLines({ preview, book, loanToken, repaymentToken, collateralSymbol, nft }: { preview: LoanPreview; book: TokenBook; loanToken: TokenRef; repaymentToken: TokenRef; collateralSymbol: string; nft: boolean }): SummaryLine[] {
  const interest: SummaryLine = {
    label: `Each cycle's interest (${formatCount(preview.cycles, "cycle")})`,
    value: <TokenAmount value={preview.cycleInterest} token={loanToken} book={book} form="full" />,
    detail: preview.cycleInterestInRepayment !== null && loanToken.address.toLowerCase() !== repaymentToken.address.toLowerCase() && (
      <>
        ≈ <TokenAmount value={preview.cycleInterestInRepayment} token={repaymentToken} book={book} form="full" /> paid in {repaymentToken.symbol}
      </>
    ),
  };
  if (nft) return [interest, { label: "LTV", value: NO_LTV_TEXT }];
  const risk = preview.risk;
  return [
    interest,
    { label: "Starting LTV", value: risk ? `${formatLtv(Number(risk.ltvBps))} of ${formatLtv(Number(risk.thresholdBps))}` : "—" },
    { label: `Liquidation price of ${collateralSymbol}`, value: risk?.liquidationPriceUsd ? formatUsd(BigInt(risk.liquidationPriceUsd), "full") : "—" },
    ...(risk?.stress ?? []).map((line) => ({
      label: `If ${collateralSymbol} falls ${line.dropPercent}%`,
      value: `LTV ${formatLtv(line.ltvBps === null ? null : Number(line.ltvBps))}${line.liquidatable ? " — liquidated" : ""}`,
    })),
  ];
}

/** What a default gives the lender: the NFT whole, or (100 − system fee)% of fungible collateral (the rest to the platform). */
function defaultLine(fee: TransactionFee, collateral: LockedCollateral, book: TokenBook, whose: "your" | "the"): SummaryLine {
  if (collateral.nft) return { label: "If the loan defaults", value: `The lender receives ${whose} NFT whole`, detail: "Only for late or unpaid payments, never on price" };
  return {
    label: "If the loan defaults",
    value: (
      <>
        The lender receives <TokenAmount value={lenderShareOnDefault(BigInt(collateral.amount), fee.systemFee)} token={collateral.token} book={book} form="full" />
      </>
    ),
    detail: `${formatRate(100 * fee.rateZoom - fee.systemFee)} of ${whose} collateral; the platform keeps ${formatRate(fee.systemFee)} as its fee`,
  };
}

/** The borrower's fees: none to start; the prepaid fee on early principal, the late penalty, and what a default costs. */
export function borrowerFeeLines(fee: TransactionFee, collateral: LockedCollateral, book: TokenBook): SummaryLine[] {
  return [
    { label: "Fee to start", value: "None", detail: "The whole amount arrives in your wallet; you pay gas only" },
    { label: "Prepaid fee on early principal", value: formatRate(fee.prepaidFeeRate), detail: "Of the principal repaid before the last cycle" },
    { label: "Penalty on late interest", value: formatRate(fee.penaltyRate), detail: `${fee.lateThreshold} late payments liquidate the loan` },
    defaultLine(fee, collateral, book, "your"),
  ];
}

/** The lender's side: the platform's share of what the borrower pays, and what a default gives. */
export function lenderFeeLines(fee: TransactionFee, collateral: LockedCollateral, book: TokenBook): SummaryLine[] {
  return [
    { label: "Platform fee", value: `${formatRate(fee.systemFee)} of the interest and penalty paid`, detail: "The rest, and the whole principal, comes to you" },
    defaultLine(fee, collateral, book, "the"),
  ];
}
