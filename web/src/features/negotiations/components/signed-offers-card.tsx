import { useState } from "react";
import { Button, Card, CardContent, Typography } from "@mui/material";
import { useNavigate } from "react-router";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { SignedOffer } from "@openpawn/shared/negotiations/schemas/signed-offers";
import { QueryList } from "../../../components/data/query-list.tsx";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { reportSignedOffer } from "../api/negotiation-api.ts";
import { acceptSignedOfferCall, cancelSignedOfferCall } from "../api/signed-offer-calls.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import { useSignedOffers } from "../hooks/negotiation-queries.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import { sameWallet } from "../../../lib/same-wallet.ts";
import type { AcceptOfferPart } from "./lending-parts.ts";
import { OffersTable } from "../../../components/loan-terms/offers-table.tsx";

/**
 * Gasless offers on a collateral (decision 0022): the borrower sees every one and accepts with their wallet; a lender
 * sees their own and can cancel its nonce on chain. `acceptOffer` sums the offer up before the wallet (lending's dialog).
 */
export function SignedOffersCard({ collateral, book, acceptOffer }: { collateral: CollateralItem; book: TokenBook; acceptOffer: AcceptOfferPart }) {
  const offers = useSignedOffers(collateral.id);
  const wallet = useWalletAddress();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState<SignedOffer>();
  const items = offers.data ?? [];
  const mine = sameWallet(wallet, collateral.borrowerWalletAddress);

  const accept = async (offer: SignedOffer) => {
    const done = await sendTransaction({ ...acceptSignedOfferCall(deployment, offer), successText: "The loan has started: the principal is in your wallet", report: (hash) => reportSignedOffer(offer.id, "accept", hash) });
    if (done?.loanId) {
      void refresh();
      void navigate(`/pawn/contract/${done.loanId}`);
    }
    return done;
  };
  const cancel = async (offer: SignedOffer) => {
    const done = await sendTransaction({ ...cancelSignedOfferCall(deployment, offer), successText: "Your signed offer is cancelled", report: (hash) => reportSignedOffer(offer.id, "cancel", hash) });
    if (done) void refresh();
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Signed offers
        </Typography>
        <QueryList query={offers} count={items.length} emptyText={mine ? "No signed offer yet." : "You have not signed an offer on this collateral."} errorText="Signed offers cannot be loaded right now.">
          <OffersTable
            label="Signed offers"
            offers={items}
            book={book}
            actions={(offer) =>
              offer.status !== "OPEN" ? null : mine && collateral.status === "OPEN" ? (
                <Button size="small" variant="contained" onClick={() => setAccepting(offer)}>
                  Accept
                </Button>
              ) : sameWallet(wallet, offer.lenderWalletAddress) ? (
                <Button size="small" color="warning" onClick={() => void cancel(offer)}>
                  Cancel
                </Button>
              ) : null
            }
          />
        </QueryList>
      </CardContent>
      {accepting && acceptOffer({ offer: accepting, collateral, book, onAccept: () => accept(accepting), onClose: () => setAccepting(undefined) })}
    </Card>
  );
}
