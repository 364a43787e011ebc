import { loanRisk, usdValue } from "@openpawn/shared/lending/loan-risk";
import type { ContractItem } from "@openpawn/shared/lending/schemas/contracts";
import { formatUsd } from "@openpawn/shared/format";
import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { formatLtv, TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useContractRisk } from "../../hooks/lending-queries.ts";
import type { BookToken, TokenBook } from "../../../../lib/use-token-book.ts";

const arrow = (before: string, after: string) => `${before} → ${after}`;

/** Adding collateral to a running loan: what leaves the wallet, and the LTV and liquidation price before and after. */
export function AddCollateralConfirmation({ contract, token, amount, book, onConfirm, onClose }: { contract: ContractItem; token: BookToken; amount: bigint; book: TokenBook; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const risk = useContractRisk(contract.id);
  const total = BigInt(contract.collateral.amount) + amount;
  const now = risk.data;
  const after =
    now?.debtUsd != null && now.collateralUsd != null && token.usdPrice
      ? loanRisk({ debtUsd: BigInt(now.debtUsd), collateralUsd: BigInt(now.collateralUsd) + usdValue(amount, token.decimals, token.usdPrice), collateralAmount: total, collateralDecimals: token.decimals, liquidationThreshold: contract.liquidationThreshold })
      : null;
  const added = <TokenAmount value={amount} token={token} book={book} form="full" />;
  const price = (value: string | bigint | null | undefined) => (value == null ? "—" : formatUsd(BigInt(value), "full"));
  return (
    <TransactionConfirmation
      title={`Add collateral to contract #${contract.id}?`}
      confirmText="Add collateral"
      cancelText="Back"
      onConfirm={onConfirm}
      onClose={onClose}
      loading={risk.isPending}
      problem={risk.isError ? { severity: "error", text: "The contract's health cannot be read right now.", retry: () => void risk.refetch() } : undefined}
      lines={[
        { label: "You add", value: added },
        { label: "Collateral after", value: <TokenAmount value={total} token={token} book={book} form="full" /> },
        { label: "LTV", value: arrow(formatLtv(now?.ltvBps ?? null), formatLtv(after?.ltvBps == null ? null : Number(after.ltvBps))), detail: `Liquidated at ${formatLtv(now?.thresholdBps ?? null)}` },
        { label: `Liquidation price of ${token.symbol}`, value: arrow(price(now?.liquidationPriceUsd), price(after?.liquidationPriceUsd)) },
        { label: "Fee", value: "None", detail: "You pay gas only" },
      ]}
      statement={
        <>
          {token.native ? <>Your wallet sends {added} to the lending contract with the transaction</> : <>Your wallet approves the lending contract for exactly {added} (unless it already may), then sends them to it</>}:
          they join the collateral of contract #{contract.id} and come back with the rest when you pay the loan off.
        </>
      }
    />
  );
}
