import { TransactionConfirmation } from "../../../components/confirm/transaction-confirmation.tsx";
import { formatDuration } from "../../../components/tokens/amounts.tsx";
import { NO_LTV_TEXT } from "../../../lib/nft-collateral.ts";

export interface NftToPawn {
  /** "Lantern at dusk (#3 · Lotus Lanterns)" */
  label: string;
  collectionName: string;
  copies: bigint;
  multi: boolean;
  loanSymbol: string | null;
  durationQty: number;
  durationType: number;
}

/** Locking an NFT as collateral: which NFT leaves the wallet, what is asked for, and what a default would cost. */
export function PawnNftConfirmation({ item, onConfirm, onClose }: { item: NftToPawn; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const locked = item.multi ? `${item.copies} × ${item.label}` : item.label;
  return (
    <TransactionConfirmation
      title="Put this NFT on pawn?"
      confirmText="Lock the NFT"
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: "You lock", value: locked },
        { label: "Loan you ask for", value: item.loanSymbol ?? "—", detail: "Each lender offers its own amount and rate" },
        { label: "Duration", value: formatDuration(item.durationQty, item.durationType) },
        { label: "LTV", value: NO_LTV_TEXT },
        { label: "Fee", value: "None", detail: "You pay gas only" },
      ]}
      statement={
        <>
          Your wallet lets the lending contract move your NFTs of {item.collectionName} (a one-time approval, unless it already may), then sends {locked} to it. It stays
          locked there, still yours, until you withdraw it or a loan on it ends; if a loan on it defaults, the lender receives it whole.
        </>
      }
    />
  );
}
