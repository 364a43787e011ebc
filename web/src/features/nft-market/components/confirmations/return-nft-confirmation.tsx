import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { shortWallet } from "../../../../components/tokens/amounts.tsx";

/**
 * An NFT leaving the market's escrow back to its seller: the seller cancelling their sale or auction, or an operator
 * refusing an auction. No money moves; who gets the NFT back.
 */
export function ReturnNftConfirmation({ action, id, nftLabel, seller, onConfirm, onClose }: { action: "cancelListing" | "cancelAuction" | "rejectAuction"; id: number; nftLabel: string; seller: string; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const refusing = action === "rejectAuction";
  const what = action === "cancelListing" ? "sale" : "auction";
  return (
    <TransactionConfirmation
      title={refusing ? `Refuse auction #${id}?` : `Cancel this ${what}?`}
      confirmText={refusing ? "Refuse" : `Cancel ${what}`}
      cancelText={refusing ? undefined : "Keep it"}
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: refusing ? "Back to the seller" : "Back to your wallet", value: nftLabel, detail: refusing ? shortWallet(seller) : undefined },
        { label: "Fee", value: "None", detail: "You pay gas only" },
      ]}
      statement={
        refusing ? (
          <>Your wallet refuses auction #{id} as an operator: it never opens for bids, and {nftLabel} goes back from the market&apos;s escrow to its seller.</>
        ) : (
          <>Your wallet ends your {what} #{id}: {nftLabel} comes back from the market&apos;s escrow to your wallet.</>
        )
      }
    />
  );
}
