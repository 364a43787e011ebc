import { useState } from "react";
import { Alert, Button, Stack } from "@mui/material";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { useOfferActions } from "../hooks/offer-actions.ts";
import { sameWallet } from "../../../lib/same-wallet.ts";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import { CollateralOffers } from "./collateral-offers.tsx";
import { CollateralPageFrame } from "./collateral-page-frame.tsx";
import type { CollateralPart, SignOffer } from "./collateral-parts.ts";
import { SendOfferDialog } from "./send-offer-dialog.tsx";

/**
 * /pawn/offer/{id}: a collateral seen by a lender, who sends offers (on chain or signed), negotiates, and may cancel their own.
 * `negotiations` shows the lender's threads and signed offers on it; `signOffer` signs a gasless offer.
 */
export function LenderCollateralPage({ id, negotiations, signOffer }: { id: number; negotiations: CollateralPart; signOffer: SignOffer }) {
  const wallet = useWalletAddress();
  const isLoggedIn = useIsLoggedIn();
  const { cancel } = useOfferActions();
  const [offering, setOffering] = useState(false);
  const own = (collateral: CollateralItem) => sameWallet(wallet, collateral.borrowerWalletAddress);

  return (
    <CollateralPageFrame id={id} title={(collateral) => (own(collateral) ? "Your collateral" : collateral.status === "OPEN" ? "Make an offer" : `Collateral #${collateral.id}`)}>
      {(collateral, book) => (
        <>
          <Stack direction="row" sx={{ mt: 3 }}>
            {collateral.status !== "OPEN" ? (
              <Alert severity="info">This collateral no longer takes offers.</Alert>
            ) : own(collateral) ? (
              <Alert severity="info">This is your collateral: its offers are on your collateral's page.</Alert>
            ) : (
              <ActionGate action="send an offer">
                <Button variant="contained" size="large" onClick={() => setOffering(true)}>
                  Send offer
                </Button>
              </ActionGate>
            )}
          </Stack>
          {offering && <SendOfferDialog collateral={collateral} open onClose={() => setOffering(false)} signOffer={signOffer} />}
          {!own(collateral) && isLoggedIn && negotiations(collateral, book)}
          <CollateralOffers
            collateralId={collateral.id}
            book={book}
            emptyText="No offer yet: be the first."
            actions={(offer) =>
              offer.status === "OPEN" && sameWallet(wallet, offer.lenderWalletAddress) ? (
                <Button size="small" color="warning" onClick={() => void cancel(offer)}>
                  Cancel
                </Button>
              ) : null
            }
          />
        </>
      )}
    </CollateralPageFrame>
  );
}
