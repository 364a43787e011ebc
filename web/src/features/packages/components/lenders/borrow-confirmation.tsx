import type { Address } from "viem";
import { formatTokenAmount } from "@openpawn/shared/format";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { toContractRate, type LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { TransactionConfirmation, type ConfirmationProblem } from "../../../../components/confirm/transaction-confirmation.tsx";
import { TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { useLoanLimit } from "../../hooks/package-queries.ts";
import { useTransactionFee } from "../../../../lib/token-queries.ts";
import type { TokenBook } from "../../../../lib/use-token-book.ts";
import { packageLoanPreview } from "../../utils/package-loan-preview.ts";
import { SUBMISSION_DAYS, submissionAmount, SUBMISSION_TOLERANCE_TEXT } from "../../utils/submission-amount.ts";
import { borrowerFeeLines, loanRiskLines, termsLines } from "../../../../components/confirm/loan-lines.tsx";
import { LoanStartNotes } from "../../../../components/loan-terms/loan-terms-summary.tsx";

/**
 * Borrowing with an Auto or Semi-auto package, before the wallet: what the package lends on the picked collateral
 * (PawnShop.loanLimit capped at the package's largest loan) and the least the borrower accepts, which the submission
 * carries (`onConfirm`); the rate, duration, each cycle's interest, the LTV and liquidation price at today's prices,
 * and the fees. Below the package's smallest loan the contract would refuse, so there is nothing to confirm.
 */
export function BorrowConfirmation({
  item,
  collateral,
  book,
  onConfirm,
  onBack,
}: {
  item: LoanPackage;
  collateral: CollateralItem;
  book: TokenBook;
  onConfirm: (minAmount: bigint) => Promise<unknown>;
  onBack: () => void;
}) {
  const { deployment } = useRuntimeConfig();
  const limit = useLoanLimit(deployment.contracts.PawnShop as Address, item, collateral.id);
  const fee = useTransactionFee();
  const auto = item.type === 0;
  const loanToken = book.find(item.loanToken.address);
  const repaymentToken = book.find(item.repaymentToken.address);
  const collateralToken = book.find(collateral.collateral.address);
  const held = formatTokenAmount(BigInt(collateral.amount), collateralToken?.decimals ?? 18, collateral.collateral.symbol ?? "", "full");
  const quote = limit.data === undefined ? null : submissionAmount(limit.data, item);
  const money = (value: bigint) => <TokenAmount value={value} token={item.loanToken} book={book} form="full" />;
  const interestRate = toContractRate(item.interestRate ?? 0);
  const preview = packageLoanPreview(item, collateral, quote?.amount ?? null, { loanToken, repaymentToken, collateralToken });

  const problem: ConfirmationProblem | undefined = limit.isError
    ? { severity: "error", text: "What this package lends on your collateral cannot be read right now.", retry: () => void limit.refetch() }
    : quote && !quote.lendable
      ? {
          severity: "warning",
          text: (
            <>
              At today&apos;s prices this package would lend only {money(quote.amount)} on {held}, below its smallest loan of {money(BigInt(item.loanAmountMin))}: it cannot lend
              on this collateral. Pick another one, or create one holding more on the Borrow page.
            </>
          ),
        }
      : fee.isError
        ? { severity: "error", text: "The fee settings cannot be loaded right now.", retry: () => void fee.refetch() }
        : undefined;

  return (
    <TransactionConfirmation
      title={auto ? `Borrow with package #${item.id}?` : `Submit your collateral to package #${item.id}?`}
      confirmText={auto ? "Borrow" : "Submit collateral"}
      cancelText="Back"
      onConfirm={() => (quote ? onConfirm(quote.minAmount) : Promise.resolve(undefined))}
      onClose={onBack}
      loading={limit.isPending || fee.isPending}
      problem={problem}
      lines={[
        { label: "Collateral", value: `${held} — ${collateral.name ?? `Collateral #${collateral.id}`}` },
        ...(quote
          ? [
              {
                label: auto ? "You receive" : "You receive up to",
                value: money(quote.amount),
                detail: (
                  <>
                    {auto ? "At today's prices" : "The lender chooses the amount when accepting"}; at least {money(quote.minAmount)} ({SUBMISSION_TOLERANCE_TEXT} below, in case prices move
                    before the loan starts)
                  </>
                ),
              },
            ]
          : []),
        { label: "Lender", value: item.shop.name },
        ...termsLines({ interestRate, durationQty: collateral.durationQty, durationType: collateral.durationType, cycleType: item.durationType, repaymentSymbol: item.repaymentToken.symbol }),
        ...(preview && loanToken && repaymentToken ? loanRiskLines({ preview, book, loanToken, repaymentToken, collateralSymbol: collateral.collateral.symbol ?? "the collateral", nft: false }) : []),
        ...(fee.data ? borrowerFeeLines(fee.data, { token: collateral.collateral, amount: collateral.amount, nft: false }, book) : []),
      ]}
      statement={
        auto ? (
          <>
            Your wallet submits collateral #{collateral.id} to this package. If the lender&apos;s wallet can fund it, the loan starts at once: the amount arrives in your wallet and the
            collateral stays locked until you repay. Otherwise the submission waits up to {SUBMISSION_DAYS} days for the lender to fund it, and you may cancel it meanwhile.
          </>
        ) : (
          <>
            Your wallet submits collateral #{collateral.id} to this package. The lender has {SUBMISSION_DAYS} days to accept it (the loan then starts and the amount arrives in your
            wallet) or reject it; the collateral stays locked meanwhile, and you may cancel the submission while it waits.
          </>
        )
      }
      notes={preview && <LoanStartNotes preview={preview} healthyText="At today's prices this loan would start too close to liquidation." />}
    />
  );
}
