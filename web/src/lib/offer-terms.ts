import type { OfferItem } from "@openpawn/shared/lending/schemas/offers";

/** Terms as the core and the API take them (rates in percent × LENDING_RATE_ZOOM, the amount in base units). */
export interface OfferTerms {
  amount: bigint;
  repaymentToken: `0x${string}`;
  interestRate: number;
  liquidationThreshold: number;
  durationQty: number;
  durationType: 0 | 1;
  cycleType: 0 | 1;
  message: string;
}

/** How long a signed offer stays open: a week of chain time, like an offer a lender leaves on the table. */
export const SIGNED_OFFER_LIFETIME_S = 7 * 24 * 3600;

/** The same terms as the API's bodies name them (signed offers, proposals). */
export const termsBody = (terms: OfferTerms) => ({
  amount: terms.amount.toString(),
  repaymentToken: terms.repaymentToken,
  interestRate: terms.interestRate,
  liquidationThreshold: terms.liquidationThreshold,
  durationQty: terms.durationQty,
  durationType: terms.durationType,
  repaymentCycleType: terms.cycleType,
  message: terms.message,
});

/** What the offer tables and the acceptance summary show of an offer, on chain or signed. */
export type OfferView = Pick<
  OfferItem,
  "id" | "amount" | "loanToken" | "repaymentToken" | "interestRate" | "liquidationThreshold" | "durationQty" | "durationType" | "repaymentCycleType" | "lenderWalletAddress"
> & { status: string; message: string | null };
