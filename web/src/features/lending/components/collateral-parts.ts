import type { ReactNode } from "react";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { OfferTerms } from "../../../lib/offer-terms.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";

/**
 * What the collateral pages take from other features, given by their route modules (features never import each
 * other): the negotiations' cards for the viewer (threads and signed offers), the gasless signature of an offer,
 * and the NFT pawn service's report of a withdrawn NFT.
 */
export type CollateralPart = (collateral: CollateralItem, book: TokenBook) => ReactNode;

/** Signs a gasless offer: what the API answered, or undefined when the wallet did not sign. */
export type SignOffer = (collateral: CollateralItem, book: TokenBook, terms: OfferTerms) => Promise<unknown>;

/** Reports the withdrawal of an NFT collateral (its transaction) to the NFT pawn service. */
export type ReportNftWithdrawal = (collateralId: number, txnHash: string) => Promise<unknown>;
