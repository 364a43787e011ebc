import { MESSAGES } from "@openpawn/shared/messages";
import { ApiError, ok } from "../../../lib/response.ts";
import type { LendingScope } from "../../../features/lending/lending-scope.ts";
import { offerItem } from "../../../features/lending/offer-items.ts";
import { findOffer } from "../../../features/lending/queries/pawn-offers.ts";
import { checksummed, requireOwnWallets } from "../../../features/lending/wallet-access.ts";

const M = MESSAGES.pawn;

/** The offer, if it is the caller's to act on as `side`: someone else's reads as none (404), never as theirs. */
export async function offerOfCaller(scope: LendingScope, userId: number, offerId: number | bigint, side: "lender" | "borrower") {
  const offer = await findOffer(scope, Number(offerId));
  const wallets = checksummed(await requireOwnWallets(scope.db, userId));
  if (!offer || !wallets.includes(offer[side])) throw new ApiError(404, "pawn.offer.not-found", M.offerNotFound);
  return offer;
}

/** The offer as indexed (once a reported transaction is), answered. */
export async function indexedOffer(scope: LendingScope, offerId: number | bigint) {
  const offer = await findOffer(scope, Number(offerId));
  if (!offer) throw new ApiError(404, "pawn.offer.not-found", M.offerNotFound);
  return ok(offerItem(offer, scope.tokens));
}
