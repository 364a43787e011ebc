import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { formatDateTime } from "@openpawn/shared/format";
import { TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../../components/tokens/use-deployment-tokens.ts";
import type { AuctionDetail } from "@openpawn/shared/nft-market/schemas";
import { nftName } from "../nft-card.tsx";
import { PaymentWords } from "./payment-words.tsx";

/** A bid before the wallet: the market holds it until the auction ends, and returns it if someone bids more; a buy-out ends the auction. */
export function BidConfirmation({ auction, amount, buysOut, onConfirm, onClose }: { auction: AuctionDetail; amount: bigint; buysOut: boolean; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const book = useDeploymentTokens();
  const money = (value: string | bigint) => <TokenAmount value={value} token={auction.payToken} book={book} form="full" />;
  const name = nftName(auction.nft);
  return (
    <TransactionConfirmation
      title={buysOut ? `Buy out ${name}?` : `Bid on ${name}?`}
      confirmText={buysOut ? "Buy out" : "Place bid"}
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: "Your bid", value: money(amount) },
        { label: "Least bid now", value: money(auction.minNextBid) },
        ...(auction.buyOutPrice ? [{ label: "Buy-out price", value: money(auction.buyOutPrice) }] : []),
        { label: "Bidding ends", value: formatDateTime(auction.endAt), detail: "A new highest bid in the last 10 minutes extends it" },
        { label: "Fees", value: "None on top of your bid", detail: "The market fee and the creator's royalty come out of the seller's share; you pay gas only" },
      ]}
      statement={
        buysOut ? (
          <>
            <PaymentWords token={auction.payToken} amount={amount} book={book} /> to the market: the bid reaches the buy-out price, so the auction ends at once: the NFT comes to
            your wallet and the seller is paid (less the market fee and the creator&apos;s royalty) in the same transaction.
          </>
        ) : (
          <>
            <PaymentWords token={auction.payToken} amount={amount} book={book} /> to the market, which holds them until the auction ends. If someone bids more, they come back to
            your wallet (or wait for you under Payments waiting); if you win, they go to the seller and the NFT to you.
          </>
        )
      }
    />
  );
}
