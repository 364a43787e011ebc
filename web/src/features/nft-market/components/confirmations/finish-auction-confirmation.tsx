import { useQuery } from "@tanstack/react-query";
import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { shortWallet, TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../../components/tokens/use-deployment-tokens.ts";
import type { AuctionDetail } from "@openpawn/shared/nft-market/schemas";
import { getNftFees } from "../../api/nft-api.ts";
import { saleProceeds } from "../../utils/sale-proceeds.ts";
import { nftName } from "../nft-card.tsx";

/**
 * Finishing an auction whose bidding has ended (anyone may): the NFT to the highest bidder and the bid to the seller
 * less the market fee and the creator's royalty, or the NFT back to its seller without bids.
 */
export function FinishAuctionConfirmation({ auction, onConfirm, onClose }: { auction: AuctionDetail; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const book = useDeploymentTokens();
  const fees = useQuery({ queryKey: ["nft", "fees"], queryFn: getNftFees, staleTime: 60_000 });
  const name = nftName(auction.nft);
  const winner = auction.highestBidder;
  const bid = auction.highestBid === null ? null : BigInt(auction.highestBid);
  // A first sale by the creator pays no royalty (the market's rule).
  const royaltyBps = auction.nft.creator?.toLowerCase() === auction.seller.toLowerCase() ? 0 : (auction.nft.royaltyBps ?? 0);
  const split = bid !== null && fees.data ? saleProceeds(bid, fees.data.marketFeeBps, royaltyBps) : null;
  const money = (value: bigint) => <TokenAmount value={value} token={auction.payToken} book={book} form="full" />;
  return (
    <TransactionConfirmation
      title={`Finish auction #${auction.id}?`}
      confirmText="Finish auction"
      onConfirm={onConfirm}
      onClose={onClose}
      loading={bid !== null && fees.isPending}
      problem={bid !== null && fees.isError ? { severity: "error", text: "The market's fee cannot be read right now.", retry: () => void fees.refetch() } : undefined}
      lines={
        winner && bid !== null
          ? [
              { label: "NFT to the winner", value: name, detail: shortWallet(winner) },
              { label: "Winning bid", value: money(bid) },
              { label: "Seller receives", value: split ? money(split.seller) : "—", detail: split ? <>After the market fee of {money(split.fee)}{split.royalty > 0n && <> and the creator&apos;s royalty of {money(split.royalty)}</>}</> : undefined },
              { label: "You pay", value: "Gas only" },
            ]
          : [
              { label: "NFT back to the seller", value: name, detail: shortWallet(auction.seller) },
              { label: "You pay", value: "Gas only" },
            ]
      }
      statement={
        winner ? (
          <>Your wallet asks the market to finish auction #{auction.id}: {name} goes to the highest bidder and the winning bid to the seller, less the market&apos;s fee and the creator&apos;s royalty. Anyone may do this once bidding has ended.</>
        ) : (
          <>Your wallet asks the market to finish auction #{auction.id}: nobody bid, so {name} goes back to its seller. Anyone may do this once bidding has ended.</>
        )
      }
    />
  );
}
