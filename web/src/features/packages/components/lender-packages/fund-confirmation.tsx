import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { PACKAGE_TYPE_NAMES } from "./package-summary.tsx";

/**
 * Allow lending: the ERC-20 approval that lets the lending core pay a package's loans from the lender's wallet, up to
 * the budget left. Nothing moves now; what will, and when.
 */
export function FundConfirmation({ item, onConfirm, onClose }: { item: LoanPackage; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const book = useTokenBook();
  const money = (value: string) => <TokenAmount value={value} token={item.loanToken} book={book} form="full" />;
  return (
    <TransactionConfirmation
      title={`Allow lending ${item.loanToken.symbol ?? ""} for package #${item.id}?`}
      confirmText="Allow lending"
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: "Allowance to the lending contract", value: money(item.budgetLeft), detail: "The package's budget left" },
        { label: "Each loan", value: <>{money(item.loanAmountMin)} to {money(item.loanAmountMax)}</> },
        { label: "Package", value: `${PACKAGE_TYPE_NAMES[item.type]} · ${item.interestRate ?? "—"}% a year` },
        { label: "Fee", value: "None", detail: "You pay gas only" },
      ]}
      statement={
        <>
          Your wallet approves the lending contract to take up to {money(item.budgetLeft)} from your wallet for this package&apos;s loans. Nothing moves now: each loan takes
          its amount when it starts ({item.type === 0 ? "at once when a borrower submits a collateral that fits" : "when you accept a request"}). You may lower the allowance in
          your wallet at any time.
        </>
      }
    />
  );
}
