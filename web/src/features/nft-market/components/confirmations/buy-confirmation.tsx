import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { shortWallet, TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../../components/tokens/use-deployment-tokens.ts";
import type { ListingDetail } from "@openpawn/shared/nft-market/schemas";
import { nftName } from "../nft-card.tsx";
import { PaymentWords } from "./payment-words.tsx";

/** Buying from a fixed-price sale: what the buyer pays (nothing on top: fee and royalty come out of the seller's share) and gets. */
export function BuyConfirmation({ listing, copies, onConfirm, onClose }: { listing: ListingDetail; copies: bigint; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const book = useDeploymentTokens();
  const total = BigInt(listing.unitPrice) * copies;
  const name = nftName(listing.nft);
  const several = BigInt(listing.quantity) > 1n;
  return (
    <TransactionConfirmation
      title={`Buy ${name}?`}
      confirmText="Buy now"
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: "You get", value: several ? `${copies} × ${name}` : name, detail: listing.nft.collection.name ?? listing.nft.collection.address },
        ...(several ? [{ label: "Price of one", value: <TokenAmount value={listing.unitPrice} token={listing.payToken} book={book} form="full" /> }] : []),
        { label: "You pay", value: <TokenAmount value={total} token={listing.payToken} book={book} form="full" /> },
        { label: "Fees", value: "None on top of the price", detail: "The market fee and the creator's royalty come out of the seller's share; you pay gas only" },
        { label: "Seller", value: shortWallet(listing.seller) },
      ]}
      statement={
        <>
          <PaymentWords token={listing.payToken} amount={total} book={book} /> to the market, which pays the seller (less its fee and the creator&apos;s royalty) and sends the NFT
          to your wallet in the same transaction.
        </>
      }
    />
  );
}
