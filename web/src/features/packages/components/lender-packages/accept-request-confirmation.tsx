import type { Address } from "viem";
import { formatTokenAmount } from "@openpawn/shared/format";
import type { SubmittedCollateral } from "@openpawn/shared/lending/schemas/collaterals";
import { toContractRate, type LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { shortWallet, TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { useLoanLimit } from "../../hooks/package-queries.ts";
import { useTransactionFee } from "../../../../lib/token-queries.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { packageLoanPreview } from "../../utils/package-loan-preview.ts";
import { submissionAmount } from "../../utils/submission-amount.ts";
import { lenderFeeLines, loanRiskLines, termsLines } from "../../../../components/confirm/loan-lines.tsx";

/**
 * The lender's acceptance of a request, before the wallet: what leaves their wallet (the amount typed for a Semi-auto
 * package; what an Auto package's rule lends now), on what terms, the loan's LTV and liquidation price at today's
 * prices, the platform's fee and what a default gives.
 */
export function AcceptRequestConfirmation({ request, item, typedAmount, onConfirm, onClose }: { request: SubmittedCollateral; item: LoanPackage; typedAmount: bigint; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const fee = useTransactionFee();
  const auto = item.type === 0;
  const limit = useLoanLimit(deployment.contracts.PawnShop as Address, item, request.collateral.id);
  const amount = auto ? (limit.data === undefined ? null : submissionAmount(limit.data, item).amount) : typedAmount;
  const collateral = request.collateral;
  const collateralToken = book.find(collateral.collateral.address);
  const loanToken = book.find(item.loanToken.address);
  const repaymentToken = book.find(item.repaymentToken.address);
  const interestRate = toContractRate(item.interestRate ?? 0);
  const preview = packageLoanPreview(item, collateral, amount, { loanToken, repaymentToken, collateralToken });
  const lent = amount === null ? "—" : <TokenAmount value={amount} token={item.loanToken} book={book} form="full" />;
  const held = formatTokenAmount(BigInt(collateral.amount), collateralToken?.decimals ?? 18, collateral.collateral.symbol ?? "", "full");
  const failed = fee.isError || (auto && limit.isError);
  return (
    <TransactionConfirmation
      title={`Accept request #${request.submissionId}?`}
      confirmText="Accept and lend"
      onConfirm={onConfirm}
      onClose={onClose}
      loading={fee.isPending || (auto && limit.isPending)}
      problem={failed ? { severity: "error", text: "The loan's figures cannot be read right now.", retry: () => void Promise.all([fee.refetch(), limit.refetch()]) } : undefined}
      lines={[
        { label: "You lend", value: lent, detail: auto ? "What the package's LTV gives on this collateral at today's prices, up to its largest loan" : undefined },
        { label: "Borrower's collateral", value: `${held} — ${collateral.name ?? `Collateral #${collateral.id}`}` },
        { label: "Borrower", value: shortWallet(collateral.borrowerWalletAddress) },
        ...termsLines({ interestRate, durationQty: collateral.durationQty, durationType: collateral.durationType, cycleType: item.durationType, repaymentSymbol: item.repaymentToken.symbol }),
        ...(preview && loanToken && repaymentToken ? loanRiskLines({ preview, book, loanToken, repaymentToken, collateralSymbol: collateral.collateral.symbol ?? "the collateral", nft: false }) : []),
        ...(fee.data ? lenderFeeLines(fee.data, { token: collateral.collateral, amount: collateral.amount, nft: false }, book) : []),
      ]}
      statement={
        <>
          Your wallet accepts the request: the lending contract takes {lent} from your wallet (within the allowance you gave it) and sends it to the borrower, and the loan
          starts now. The collateral stays locked until the loan is repaid; if it defaults, it comes to you less the platform&apos;s fee.
        </>
      }
    />
  );
}
