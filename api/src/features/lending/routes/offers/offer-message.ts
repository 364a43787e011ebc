import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { offerItem } from "../../offer-items.ts";
import { findOffer } from "../../queries/pawn-offers.ts";
import { saveOfferMessage } from "../../queries/pawn-details.ts";
import { checksummed, requireOwnWallets } from "../../../../plugins/auth/user-wallets.ts";

/** PUT /account/loan-crypto-offer/{id}: the offer's lender rewrites its message; nobody else may. */
const offerMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.saveOfferMessage, { onRequest: app.authenticate }, async (request) => {
    const scope = await lendingScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, requireUser(request).id));
    const offer = await findOffer(scope, request.params.id);
    if (!offer) throw new ApiError(LENDING_ERRORS.offerNotFound);
    if (!wallets.includes(offer.lender)) throw new ApiError(LENDING_ERRORS.offerNotOwned);
    await saveOfferMessage(scope, offer, request.body.message);
    return ok(offerItem({ ...offer, message: request.body.message }, scope.tokens));
  });
};

export default offerMessageRoutes;
