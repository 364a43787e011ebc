import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { TransactionConfirmation } from "../../../components/confirm/transaction-confirmation.tsx";
import { formatRate, shortWallet, TokenAmount } from "../../../components/tokens/amounts.tsx";
import type { OfferView } from "../../../lib/offer-terms.ts";
import { useTransactionFee } from "../../../lib/token-queries.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import { loanPreview } from "../../../lib/loan-preview.ts";
import { isNftKind, UNPRICED_COLLATERAL } from "../../../lib/nft-collateral.ts";
import { borrowerFeeLines, loanRiskLines, termsLines } from "../../../components/confirm/loan-lines.tsx";
import { LoanStartNotes } from "../../../components/loan-terms/loan-terms-summary.tsx";

/**
 * What the borrower reads before accepting an offer (on chain or signed): what they receive, the terms, what each cycle
 * costs, the LTV and liquidation price (none on an NFT), the fees, and what they lose on default.
 */
export function AcceptOfferDialog({
  offer,
  collateral,
  book,
  onAccept,
  onClose,
}: {
  offer: OfferView;
  collateral: CollateralItem;
  book: TokenBook;
  onAccept: () => Promise<unknown>;
  onClose: () => void;
}) {
  const fee = useTransactionFee();
  const loanToken = book.find(offer.loanToken.address);
  const repaymentToken = book.find(offer.repaymentToken.address);
  const nft = isNftKind(collateral.kind);
  const collateralToken = nft ? UNPRICED_COLLATERAL : book.find(collateral.collateral.address);
  const preview =
    loanToken && repaymentToken && collateralToken
      ? loanPreview({
          amount: BigInt(offer.amount),
          interestRate: offer.interestRate,
          liquidationThreshold: offer.liquidationThreshold,
          durationQty: offer.durationQty,
          durationType: offer.durationType,
          cycleType: offer.repaymentCycleType,
          loanToken,
          repaymentToken,
          collateralToken,
          collateralAmount: BigInt(collateral.amount),
        })
      : null;
  const locked = { token: collateral.collateral, amount: collateral.amount, nft };
  const received = <TokenAmount value={offer.amount} token={offer.loanToken} book={book} form="full" />;
  return (
    <TransactionConfirmation
      title={`Accept offer #${offer.id}?`}
      confirmText="Accept and receive the loan"
      onConfirm={onAccept}
      onClose={onClose}
      loading={fee.isPending}
      problem={fee.isError ? { severity: "error", text: "The fee settings cannot be loaded right now.", retry: () => void fee.refetch() } : undefined}
      lines={[
        { label: "You receive now", value: received },
        { label: "Lender", value: shortWallet(offer.lenderWalletAddress) },
        ...termsLines({ interestRate: offer.interestRate, durationQty: offer.durationQty, durationType: offer.durationType, cycleType: offer.repaymentCycleType, repaymentSymbol: offer.repaymentToken.symbol }),
        ...(preview && loanToken && repaymentToken
          ? loanRiskLines({ preview, book, loanToken, repaymentToken, collateralSymbol: collateral.collateral.symbol ?? "the collateral", nft })
          : []),
        ...(fee.data ? borrowerFeeLines(fee.data, locked, book) : []),
      ]}
      statement={
        <>
          Your wallet accepts the offer: {received} arrive in your wallet and the loan starts now. Your collateral stays locked until you repay the principal by the end;
          {nft
            ? " paying late, or leaving anything unpaid at maturity, gives the lender your NFT."
            : ` paying late, or the LTV reaching ${formatRate(offer.liquidationThreshold)}, liquidates the loan.`}
        </>
      }
      notes={preview && !nft && <LoanStartNotes preview={preview} healthyText="At today's prices this loan would start too close to liquidation." />}
    />
  );
}
