import type { ContractItem } from "@openpawn/shared/lending/schemas/contracts";
import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { formatLtv, TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useContractRisk } from "../../hooks/lending-queries.ts";
import { useTransactionFee } from "../../../../lib/token-queries.ts";
import type { TokenBook } from "../../../../lib/use-token-book.ts";
import { lenderShareOnDefault } from "../../../../lib/loan-preview.ts";

/** Liquidating a loan whose LTV reached its threshold: anyone may; where the collateral goes, and the fee the platform keeps. */
export function LiquidateConfirmation({ contract, book, onConfirm, onClose }: { contract: ContractItem; book: TokenBook; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const fee = useTransactionFee(contract.configId);
  const risk = useContractRisk(contract.id);
  const amount = BigInt(contract.collateral.amount);
  const toLender = fee.data ? lenderShareOnDefault(amount, fee.data.systemFee) : null;
  const token = contract.collateral.token;
  const failed = fee.isError || risk.isError;
  return (
    <TransactionConfirmation
      title={`Liquidate contract #${contract.id}?`}
      confirmText="Liquidate"
      onConfirm={onConfirm}
      onClose={onClose}
      loading={fee.isPending || risk.isPending}
      problem={failed ? { severity: "error", text: "The contract's fee settings or health cannot be read right now.", retry: () => void Promise.all([fee.refetch(), risk.refetch()]) } : undefined}
      lines={[
        { label: "LTV", value: `${formatLtv(risk.data?.ltvBps ?? null)} of ${formatLtv(risk.data?.thresholdBps ?? null)}` },
        { label: "Collateral", value: <TokenAmount value={amount} token={token} book={book} form="full" /> },
        { label: "To the lender", value: toLender === null ? "—" : <TokenAmount value={toLender} token={token} book={book} form="full" /> },
        { label: "To the platform (its fee)", value: toLender === null ? "—" : <TokenAmount value={amount - toLender} token={token} book={book} form="full" /> },
        { label: "You pay", value: "Gas only" },
      ]}
      statement={<>Your wallet asks the lending contract to liquidate contract #{contract.id}: the loan ends, its collateral goes to the lender less the platform&apos;s fee, and the borrower keeps what was lent. Anyone may do this once the LTV reaches the threshold; the contract refuses it otherwise.</>}
    />
  );
}
