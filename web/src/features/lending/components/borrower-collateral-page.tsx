import { useState } from "react";
import { Alert, Button, Stack } from "@mui/material";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { OfferItem } from "@openpawn/shared/lending/schemas/offers";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { reportWithdrawal } from "../api/account-api.ts";
import { withdrawCollateralCall } from "../api/lending-calls.ts";
import { lendingCore } from "../../../lib/lending-core.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import { useOfferActions } from "../hooks/offer-actions.ts";
import { useCollateralNft } from "../../../lib/collateral-nft.ts";
import { isNftKind } from "../../../lib/nft-collateral.ts";
import { sameWallet } from "../../../lib/same-wallet.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import { AcceptOfferDialog } from "./accept-offer-dialog.tsx";
import { WithdrawCollateralConfirmation } from "./confirmations/withdraw-collateral-confirmation.tsx";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import { CollateralOffers } from "./collateral-offers.tsx";
import { CollateralPageFrame } from "./collateral-page-frame.tsx";
import type { CollateralPart, ReportNftWithdrawal } from "./collateral-parts.ts";

interface OtherParts {
  negotiations: CollateralPart;
  reportNftWithdrawal: ReportNftWithdrawal;
}

function BorrowerActions({ collateral, book, negotiations, reportNftWithdrawal }: { collateral: CollateralItem; book: TokenBook } & OtherParts) {
  const wallet = useWalletAddress();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const offerActions = useOfferActions();
  const [accepting, setAccepting] = useState<OfferItem>();
  const [withdrawing, setWithdrawing] = useState(false);
  const nft = isNftKind(collateral.kind);
  // An NFT's record names the contract its pawn secures (idle for coin and token collateral).
  const pawn = useCollateralNft(collateral).data?.pawn;
  const contractId = pawn?.collateralId === collateral.id ? pawn.contractId : null;
  // Read when an action is sent: a deployment without the core refuses that action, not the whole page.
  const core = () => lendingCore(deployment);
  const mine = sameWallet(wallet, collateral.borrowerWalletAddress);
  const open = collateral.status === "OPEN";

  // The confirmation shows the transaction's progress and closes itself once it went through.
  const accept = (offer: OfferItem) => offerActions.accept(offer);
  const withdraw = async () => {
    const done = await sendTransaction({
      ...withdrawCollateralCall(core(), collateral.id),
      successText: nft ? "Your NFT is back in your wallet" : "Your collateral is back in your wallet",
      report: (hash) => (nft ? reportNftWithdrawal(collateral.id, hash) : reportWithdrawal(collateral.id, hash)),
    });
    if (done) void refresh();
    return done;
  };

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        {collateral.status === "CONTRACTED" && (
          <Alert
            severity="success"
            action={
              contractId !== null && (
                <Button color="inherit" size="small" href={`/pawn/contract/${contractId}`}>
                  View contract
                </Button>
              )
            }
          >
            This collateral secures a running contract{contractId !== null ? ` (#${contractId})` : ": see it in your contracts"}.
          </Alert>
        )}
        {open && (
          <ActionGate action="manage this collateral">
            {mine ? (
              <Button variant="outlined" color="warning" onClick={() => setWithdrawing(true)}>
                Withdraw collateral
              </Button>
            ) : (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" href={`/pawn/offer/${collateral.id}`}>
                    Make an offer
                  </Button>
                }
              >
                Only the borrower's wallet can accept offers or withdraw.
              </Alert>
            )}
          </ActionGate>
        )}
      </Stack>
      <CollateralOffers
        collateralId={collateral.id}
        book={book}
        emptyText={mine ? "No offer yet. Lenders see your collateral in the market." : "No offer yet."}
        actions={(offer) =>
          offer.status === "ACCEPTED" ? (
            <Button size="small" href={`/pawn/contract/${offer.id}`}>
              Contract
            </Button>
          ) : mine && open && offer.status === "OPEN" ? (
            <>
              <Button size="small" variant="contained" onClick={() => setAccepting(offer)}>
                Accept
              </Button>
              <Button size="small" color="warning" onClick={() => void offerActions.reject(offer)}>
                Reject
              </Button>
            </>
          ) : null
        }
      />
      {mine && negotiations(collateral, book)}
      {accepting && <AcceptOfferDialog offer={accepting} collateral={collateral} book={book} onAccept={() => accept(accepting)} onClose={() => setAccepting(undefined)} />}
      {withdrawing && <WithdrawCollateralConfirmation collateral={collateral} book={book} onConfirm={withdraw} onClose={() => setWithdrawing(false)} />}
    </>
  );
}

/**
 * /pawn/collateral/{id} and, for an NFT, /collateral-nft/{id}: the borrower's collateral (an NFT's picture and name
 * beside it) with the offers received: accept (after the summary), reject, withdraw; the contract once signed.
 * Anyone may look: only the borrower's own wallet reads "Your …" and sees the borrower's actions. The route module gives
 * the other features' parts: the borrower's threads and signed offers (`negotiations`), the NFT pawn service's report
 * of a withdrawn NFT.
 */
export function BorrowerCollateralPage({ id, kind = "collateral", ...parts }: { id: number; kind?: "collateral" | "NFT collateral" } & OtherParts) {
  const wallet = useWalletAddress();
  const named = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  const title = (collateral: CollateralItem) => (sameWallet(wallet, collateral.borrowerWalletAddress) ? `Your ${kind}` : `${named} #${collateral.id}`);
  return <CollateralPageFrame id={id} title={title}>{(collateral, book) => <BorrowerActions collateral={collateral} book={book} {...parts} />}</CollateralPageFrame>;
}
