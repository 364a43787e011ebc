import { AcceptOfferDialog } from "../../features/lending/components/accept-offer-dialog.tsx";
import { CollateralPageFrame } from "../../features/lending/components/collateral-page-frame.tsx";
import type { CollateralPart } from "../../features/lending/components/collateral-parts.ts";
import { OfferConfirmation } from "../../features/lending/components/confirmations/offer-confirmation.tsx";
import { CollateralNegotiations } from "../../features/negotiations/components/collateral-negotiations.tsx";
import type { LendingParts } from "../../features/negotiations/components/lending-parts.ts";
import { NegotiationList } from "../../features/negotiations/components/negotiation-list.tsx";
import { RequestLoanDialog } from "../../features/negotiations/components/request-loan-dialog.tsx";
import { SignedOffersCard } from "../../features/negotiations/components/signed-offers-card.tsx";
import type { PackageThreadsPart, RequestLoanPart } from "../../features/packages/components/negotiation-parts.ts";

/**
 * The pawn features' parts that another feature's page shows (issue 26): features never import each other, so the
 * route modules hand each page the others' parts it takes as slots.
 */

/** Lending's parts in a negotiation: the collateral's page around the thread, the summaries before accepting and signing. */
export const lendingParts: LendingParts = {
  collateralFrame: (id, title, children) => (
    <CollateralPageFrame id={id} title={title}>
      {children}
    </CollateralPageFrame>
  ),
  acceptOffer: (dialog) => <AcceptOfferDialog {...dialog} />,
  confirmOffer: (dialog) => <OfferConfirmation {...dialog} />,
};

/** On the borrower's collateral page: the signed offers to accept, then the threads with lenders. */
export const borrowerNegotiations: CollateralPart = (collateral, book) => (
  <>
    <SignedOffersCard collateral={collateral} book={book} acceptOffer={lendingParts.acceptOffer} />
    <CollateralNegotiations collateral={collateral} book={book} side="BORROWER" />
  </>
);

/** On a lender's view of a collateral: their thread with the borrower, then their signed offers. */
export const lenderNegotiations: CollateralPart = (collateral, book) => (
  <>
    <CollateralNegotiations collateral={collateral} book={book} side="LENDER" />
    <SignedOffersCard collateral={collateral} book={book} acceptOffer={lendingParts.acceptOffer} />
  </>
);

/** A loan request to a lender or a Negotiation package opens a thread. */
export const requestLoan: RequestLoanPart = (target, onClose) => <RequestLoanDialog target={target} onClose={onClose} />;

/** A Negotiation package's requests are its threads. */
export const packageThreads: PackageThreadsPart = (packageId, book) => (
  <NegotiationList query={{ side: "LENDER", packageId }} book={book} emptyText="No borrower has asked this package for a loan yet." />
);
