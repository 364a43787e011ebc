import type { FastifyInstance } from "fastify";
import { NOTIFICATION_USER_TYPES } from "@openpawn/shared/notifications/catalogue";
import type { signedOffers } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { collateralMeta } from "../../lending/public.ts";
import { tokenBook } from "../../../chain-spine/deployment/token-book.ts";
import type { CollateralRow } from "../../lending/public.ts";
import { findWalletOwner } from "../../../plugins/auth/wallet-owner.ts";

/**
 * Tells the collateral's borrower of a signed offer made outright (borrower notification 5, to the collateral's
 * page, where they accept it, and that page reads its signed offers again). An offer signing a negotiation's agreed
 * terms is told by the thread instead.
 */
export async function tellBorrowerOfSignedOffer(app: FastifyInstance, scope: LendingScope, collateral: CollateralRow, offer: typeof signedOffers.$inferSelect) {
  const owner = await findWalletOwner(scope.db, collateral.borrower.toLowerCase());
  if (!owner) return;
  const book = tokenBook(scope.deployment.tokens);
  await app.notifier.emit({
    userId: owner.userId,
    userType: NOTIFICATION_USER_TYPES.BORROWER,
    txType: 5,
    metaData: {
      collateral: collateralMeta(book, collateral),
      offer: { idOffer: `signed-${offer.id}`, nameOffer: `signed #${offer.id}`, loanAmount: book.amount(offer.loanToken, offer.amount), cryptoLoan: book.symbol(offer.loanToken) },
    },
    sourceKey: `signed-offer:${offer.chainId}:${offer.hash}`,
  });
  // The borrower's open collateral page lists it at once.
  await app.notifier.publishLive(owner.userId, "signed-offer", Number(offer.collateralId));
}
