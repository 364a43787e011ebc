import type { OfferDetail } from "@openpawn/shared/lending/schemas/offers";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import type { LendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { offerItem } from "../../offer-items.ts";
import { findOffer } from "../../queries/pawn-offers.ts";
import { checksummed, requireOwnWallets, walletsOfUser } from "../../../../plugins/auth/user-wallets.ts";

/** The offer, if it is the caller's to act on as `side`: someone else's reads as none (404), never as theirs. */
export async function offerOfCaller(scope: LendingScope, userId: number, offerId: number | bigint, side: "lender" | "borrower") {
  const offer = await findOffer(scope, Number(offerId));
  const wallets = checksummed(await requireOwnWallets(scope.db, userId));
  if (!offer || !wallets.includes(offer[side])) throw new ApiError(LENDING_ERRORS.offerNotFound);
  return offer;
}

/**
 * The offer for one of its two parties, with the side the caller is on (its lender first, when the caller holds
 * both wallets): anyone else, and a visitor's account without wallets, reads none (404), as if it did not exist.
 */
export async function offerForParty(scope: LendingScope, userId: number, offerId: number): Promise<OfferDetail> {
  const offer = await findOffer(scope, offerId);
  const wallets = checksummed(await walletsOfUser(scope.db, userId));
  const side = !offer ? null : wallets.includes(offer.lender) ? "LENDER" : wallets.includes(offer.borrower) ? "BORROWER" : null;
  if (!offer || !side) throw new ApiError(LENDING_ERRORS.offerNotFound);
  return { ...offerItem(offer, scope.tokens), side };
}

/** The offer as indexed (once a reported transaction is), answered. */
export async function indexedOffer(scope: LendingScope, offerId: number | bigint) {
  const offer = await findOffer(scope, Number(offerId));
  if (!offer) throw new ApiError(LENDING_ERRORS.offerNotFound);
  return ok(offerItem(offer, scope.tokens));
}
