import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getAddress, hashTypedData } from "viem";
import { NEGOTIATIONS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/negotiations/endpoints";
import { NEGOTIATIONS_ERRORS } from "@openpawn/shared/negotiations/errors";
import { signedOffers } from "../../../../db/schema.ts";
import { chainNow } from "../../../../chain-spine/deployment/chain-now.ts";
import { lendingScope, type LendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { findCollateral, findCollateralMadeBy, LENDING_READ_ERRORS } from "../../../lending/public.ts";
import { verifyReportedAction } from "../../../../chain-spine/reported-transactions/reported-action.ts";
import { checksummed, walletsOfUser } from "../../../../plugins/auth/user-wallets.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { offersOnCollateral, withStatus } from "../../signed-offers/signed-offer-rows.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { createSignedOffer, typedData } from "./new-offer.ts";

type Row = typeof signedOffers.$inferSelect;
const notFound = () => new ApiError(NEGOTIATIONS_ERRORS.signedOfferNotFound);

/** A stored offer the caller is a party to (the collateral's borrower or the offer's lender); anyone else's reads as none. */
async function offerOfParty(scope: LendingScope, userId: number, id: number, side: "borrower" | "lender" | "either") {
  const [row] = await scope.db.select().from(signedOffers).where(and(eq(signedOffers.id, id), eq(signedOffers.chainId, scope.chainId)));
  if (!row) throw notFound();
  const wallets = checksummed(await walletsOfUser(scope.db, userId));
  const collateral = await findCollateralMadeBy(scope, row.collateralId, row.collateralTxHash);
  const isLender = wallets.includes(getAddress(row.lender));
  const isBorrower = collateral !== null && wallets.includes(getAddress(collateral.borrower));
  if (!((side !== "borrower" && isLender) || (side !== "lender" && isBorrower))) throw notFound();
  return row;
}

const answerOf = async (app: FastifyInstance, scope: LendingScope, row: Row) => {
  const [item] = await withStatus(scope, [row], await chainNow(app));
  if (!item) throw notFound();
  return ok(item);
};

/**
 * Signed offers (decision 0022): a lender gives the API an offer signed off chain; only the collateral's borrower
 * and the lender see it; the borrower accepts it on chain and the lender cancels its nonce on chain, each
 * reporting the transaction.
 */
const signedOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const notFoundOnBadId = { invalidInput: { error: NEGOTIATIONS_ERRORS.signedOfferNotFound, part: "params" } } as const;

  serve(app, ENDPOINTS.createSignedOffer, auth, async (request) => {
    const scope = await lendingScope(app);
    return answerOf(app, scope, await createSignedOffer(app, scope, requireUser(request).id, request.body));
  });

  serve(app, ENDPOINTS.signedOffers, auth, async (request) => {
    const scope = await lendingScope(app);
    const wallets = checksummed(await walletsOfUser(scope.db, requireUser(request).id));
    const collateral = await findCollateral(scope, request.query.collateralId);
    if (!collateral) throw new ApiError(LENDING_READ_ERRORS.collateralNotFound);
    const rows = await offersOnCollateral(scope, collateral);
    // The borrower sees every offer on their collateral; a lender only their own.
    const borrower = wallets.includes(getAddress(collateral.borrower));
    const visible = borrower ? rows : rows.filter((row) => wallets.includes(getAddress(row.lender)));
    return ok(await withStatus(scope, visible, await chainNow(app)));
  });

  serve(app, ENDPOINTS.signedOffer, { ...auth, config: notFoundOnBadId }, async (request) => {
    const scope = await lendingScope(app);
    return answerOf(app, scope, await offerOfParty(scope, requireUser(request).id, request.params.id, "either"));
  });

  serve(
    app,
    ENDPOINTS.acceptSignedOffer,
    { ...auth, config: notFoundOnBadId },
    async (request) => {
      const userId = requireUser(request).id;
      const scope = await lendingScope(app);
      const row = await offerOfParty(scope, userId, request.params.id, "borrower");
      await verifyReportedAction(app, userId, {
        contract: "SignedOffers",
        hash: request.body.txnHash,
        call: "acceptSignedOffer",
        argsMatch: ([offer]) => hashTypedData(typedData(scope, offer)) === row.hash,
        event: "SignedOfferAccepted",
        action: "accept this offer",
      });
      return answerOf(app, scope, row);
    },
  );

  serve(
    app,
    ENDPOINTS.cancelSignedOffer,
    { ...auth, config: notFoundOnBadId },
    async (request) => {
      const userId = requireUser(request).id;
      const scope = await lendingScope(app);
      const row = await offerOfParty(scope, userId, request.params.id, "lender");
      await verifyReportedAction(app, userId, {
        contract: "SignedOffers",
        hash: request.body.txnHash,
        call: "cancelNonce",
        argsMatch: ([nonce]) => nonce === row.nonce,
        event: "NonceCancelled",
        action: "cancel this offer",
      });
      return answerOf(app, scope, row);
    },
  );
};

export default signedOfferRoutes;

