import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { CollateralAsset, TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useTransactionFee } from "../../../../lib/token-queries.ts";
import type { TokenBook } from "../../../../lib/use-token-book.ts";
import { loanPreview } from "../../../../lib/loan-preview.ts";
import { formatThreshold, isNftKind, UNPRICED_COLLATERAL } from "../../../../lib/nft-collateral.ts";
import { SIGNED_OFFER_LIFETIME_S, type OfferTerms } from "../../../../lib/offer-terms.ts";
import { LoanStartNotes } from "../../../../components/loan-terms/loan-terms-summary.tsx";
import { lenderFeeLines, loanRiskLines, termsLines } from "../../../../components/confirm/loan-lines.tsx";

const SIGNED_OFFER_DAYS = SIGNED_OFFER_LIFETIME_S / 86_400;

/**
 * A lender's offer before the wallet, sent on chain or signed (no gas): the amount and terms, the loan at today's
 * prices, the platform's fee, and the approval asked now for money that moves only when the borrower accepts.
 */
export function OfferConfirmation({ collateral, book, terms, signed, onConfirm, onClose }: { collateral: CollateralItem; book: TokenBook; terms: OfferTerms; signed: boolean; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const fee = useTransactionFee();
  const nft = isNftKind(collateral.kind);
  const loanToken = book.find(collateral.loanToken.address);
  const repaymentToken = book.find(terms.repaymentToken);
  const collateralToken = nft ? UNPRICED_COLLATERAL : book.find(collateral.collateral.address);
  const preview =
    loanToken && repaymentToken && collateralToken
      ? loanPreview({ ...terms, loanToken, repaymentToken, collateralToken, collateralAmount: BigInt(collateral.amount) })
      : null;
  const offered = <TokenAmount value={terms.amount} token={collateral.loanToken} book={book} form="full" />;
  return (
    <TransactionConfirmation
      title={signed ? "Sign this offer?" : "Send this offer?"}
      confirmText={signed ? "Sign the offer" : "Send the offer"}
      onConfirm={onConfirm}
      onClose={onClose}
      loading={fee.isPending}
      problem={fee.isError ? { severity: "error", text: "The fee settings cannot be loaded right now.", retry: () => void fee.refetch() } : undefined}
      lines={[
        { label: "You offer", value: offered },
        { label: "Collateral", value: <CollateralAsset kind={collateral.kind} token={collateral.collateral} tokenId={collateral.tokenId} amount={collateral.amount} book={book} form="full" /> },
        ...termsLines({ interestRate: terms.interestRate, durationQty: terms.durationQty, durationType: terms.durationType, cycleType: terms.cycleType, repaymentSymbol: repaymentToken?.symbol ?? null }),
        ...(nft ? [] : [{ label: "Liquidation threshold", value: formatThreshold(terms.liquidationThreshold) }]),
        ...(preview && loanToken && repaymentToken ? loanRiskLines({ preview, book, loanToken, repaymentToken, collateralSymbol: collateral.collateral.symbol ?? "the collateral", nft }) : []),
        ...(fee.data ? lenderFeeLines(fee.data, { token: collateral.collateral, amount: collateral.amount, nft }, book) : []),
        { label: "Open for", value: signed ? `${SIGNED_OFFER_DAYS} days` : "Until you cancel it or the borrower answers" },
      ]}
      statement={
        signed ? (
          <>
            Your wallet approves the lending contract for exactly {offered} (unless it already may), then signs the offer: signing costs no gas. The borrower may accept it for{" "}
            {SIGNED_OFFER_DAYS} days; {offered} then leave your wallet and the loan starts. You may cancel it on chain before.
          </>
        ) : (
          <>
            Your wallet approves the lending contract for exactly {offered} (unless it already may), then sends the offer on chain. Nothing leaves your wallet until the
            borrower accepts; {offered} then go to the borrower and the loan starts. You may cancel the offer before.
          </>
        )
      }
      notes={preview && !nft && <LoanStartNotes preview={preview} healthyText="These terms are too large for the collateral at today's prices." />}
    />
  );
}
