import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { formatDateTime } from "@openpawn/shared/format";
import type { SummaryLine } from "../../../../components/confirm/summary-lines.tsx";
import { TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { saleProceeds } from "../../utils/sale-proceeds.ts";

export interface ListingTerms {
  /** "Lantern at dusk" or "3 × Lantern at dusk" */
  nftLabel: string;
  collectionName: string;
  payToken: { address: string; symbol: string; decimals: number };
  /** A sale's price of one, or an auction's starting price. */
  price: bigint;
  quantity: bigint;
  marketFeeBps: number;
  royaltyBps: number;
  auction?: { priceStep: bigint; buyOutPrice: bigint; startAt: number; endAt: number };
}

const percent = (bps: number) => `${bps / 100}%`;

/**
 * Putting an NFT on sale or auction: it leaves the wallet for the market's escrow. The price, the fee and royalty taken
 * from it and what the seller receives (at the starting price for an auction), and until when.
 */
export function ListingConfirmation({ terms, onConfirm, onClose }: { terms: ListingTerms; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const book = { find: () => ({ decimals: terms.payToken.decimals }) };
  const money = (value: bigint) => <TokenAmount value={value} token={terms.payToken} book={book} form="full" />;
  const auction = terms.auction;
  const gross = auction ? terms.price : terms.price * terms.quantity;
  const split = saleProceeds(gross, terms.marketFeeBps, terms.royaltyBps);
  const priceLines: SummaryLine[] = auction
    ? [
        { label: "Starting price", value: money(terms.price) },
        { label: "Price step", value: money(auction.priceStep) },
        { label: "Buy-out price", value: auction.buyOutPrice > 0n ? money(auction.buyOutPrice) : "None" },
        { label: "Bidding", value: `${formatDateTime(new Date(auction.startAt * 1000))} – ${formatDateTime(new Date(auction.endAt * 1000))}`, detail: "Once an operator approves the auction" },
      ]
    : [{ label: terms.quantity > 1n ? "Price of one" : "Price", value: money(terms.price) }];
  return (
    <TransactionConfirmation
      title={auction ? "Put this NFT on auction?" : "Put this NFT on sale?"}
      confirmText={auction ? "Put on auction" : "Put on sale"}
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: "You list", value: terms.nftLabel, detail: terms.collectionName },
        ...priceLines,
        { label: `Market fee (${percent(terms.marketFeeBps)})`, value: money(split.fee) },
        ...(terms.royaltyBps > 0 ? [{ label: `Creator royalty (${percent(terms.royaltyBps)})`, value: money(split.royalty) }] : []),
        { label: auction ? "You receive at the starting price" : "You receive", value: money(split.seller), detail: auction ? "More if the bids go higher, less the same fee and royalty" : undefined },
      ]}
      statement={
        <>
          Your wallet lets the market move your NFTs of {terms.collectionName} (a one-time approval, unless it already may), then sends {terms.nftLabel} into the market&apos;s
          escrow. {auction ? "An operator approves the auction before bidding opens; until then you may cancel it and the NFT comes back." : "It stays there until it sells or you cancel the sale."}
        </>
      }
    />
  );
}
