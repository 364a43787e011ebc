import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { CollateralAsset } from "../../../../components/tokens/amounts.tsx";
import type { TokenBook } from "../../../../lib/use-token-book.ts";

/** Taking an open collateral back: what returns to the wallet, and the offers that lapse with it. */
export function WithdrawCollateralConfirmation({ collateral, book, onConfirm, onClose }: { collateral: CollateralItem; book: TokenBook; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const asset = <CollateralAsset kind={collateral.kind} token={collateral.collateral} tokenId={collateral.tokenId} amount={collateral.amount} book={book} form="full" />;
  return (
    <TransactionConfirmation
      title="Withdraw this collateral?"
      confirmText="Withdraw collateral"
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: "Back to your wallet", value: asset },
        { label: "Open offers that lapse", value: String(collateral.openOffers), detail: "Signed offers on it can no longer be accepted either" },
        { label: "Fee", value: "None", detail: "You pay gas only" },
      ]}
      statement={<>Your wallet takes collateral #{collateral.id} out of the lending contract: {asset} comes back to your wallet, and no loan can start on it any more.</>}
    />
  );
}
