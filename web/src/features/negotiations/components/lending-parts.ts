import type { ReactNode } from "react";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { OfferTerms, OfferView } from "../../../lib/offer-terms.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";

/** The borrower's summary before accepting an offer (lending's AcceptOfferDialog). */
export type AcceptOfferPart = (dialog: { offer: OfferView; collateral: CollateralItem; book: TokenBook; onAccept: () => Promise<unknown>; onClose: () => void }) => ReactNode;

/**
 * The lending feature's parts a negotiation shows, given by the route module (features never import each other):
 * the collateral's page around a thread, the borrower's summary before accepting the signed offer, the lender's
 * before signing the agreed terms.
 */
export interface LendingParts {
  collateralFrame: (id: number, title: string, children: (collateral: CollateralItem, book: TokenBook) => ReactNode) => ReactNode;
  acceptOffer: AcceptOfferPart;
  confirmOffer: (dialog: { collateral: CollateralItem; book: TokenBook; terms: OfferTerms; signed: boolean; onConfirm: () => Promise<unknown>; onClose: () => void }) => ReactNode;
}
