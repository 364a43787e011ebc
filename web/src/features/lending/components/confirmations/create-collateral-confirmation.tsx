import { usdValue } from "@openpawn/shared/lending/loan-risk";
import { formatUsd } from "@openpawn/shared/format";
import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { formatDuration, TokenAmount } from "../../../../components/tokens/amounts.tsx";
import type { BookToken, TokenBook } from "../../../../lib/use-token-book.ts";

export interface NewCollateral {
  token: BookToken;
  amount: bigint;
  loanToken: { address: `0x${string}`; symbol: string | null };
  durationQty: number;
  durationType: 0 | 1;
  name: string;
}

/** Locking a coin or token as collateral: what leaves the wallet, its worth today, what is asked for, and where it stays. */
export function CreateCollateralConfirmation({ item, book, onConfirm, onClose }: { item: NewCollateral; book: TokenBook; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const locked = <TokenAmount value={item.amount} token={item.token} book={book} form="full" />;
  const value = item.token.usdPrice ? usdValue(item.amount, item.token.decimals, item.token.usdPrice) : null;
  return (
    <TransactionConfirmation
      title="Lock this collateral?"
      confirmText="Lock collateral"
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: "You lock", value: locked },
        { label: "Value today", value: value === null ? "—" : formatUsd(value, "full"), detail: value === null ? `${item.token.symbol} has no price right now` : undefined },
        { label: "Loan you ask for", value: item.loanToken.symbol ?? item.loanToken.address, detail: "Each lender offers its own amount, rate and threshold" },
        { label: "Duration", value: formatDuration(item.durationQty, item.durationType) },
        { label: "Name", value: item.name },
        { label: "Fee", value: "None", detail: "You pay gas only" },
      ]}
      statement={
        <>
          {item.token.native ? <>Your wallet sends {locked} to the lending contract with the transaction.</> : <>Your wallet approves the lending contract for exactly {locked} (unless it already may), then sends them to it.</>} They
          stay locked there, still yours, until you withdraw them or a loan on them ends; lenders see the collateral in the market and send offers.
        </>
      }
    />
  );
}
