import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { offerItem } from "../../offer-items.ts";
import { listOffers } from "../../queries/pawn-offers.ts";
import { checksummed, requireOwnWallets } from "../../../../plugins/auth/user-wallets.ts";
import { offerForParty } from "./offer-access.ts";

/** Public answers depend only on the index: kept until it changes (chain-spine/index-reads.ts). */
const fromIndex = { cachedUntilIndexChanges: true };
/** An id that cannot name an offer reads as no offer. */
const notFound = { invalidInput: { error: LENDING_ERRORS.offerNotFound } };

/** The public offer lists, one offer for its parties, and the caller's own (made, or received on their collaterals). */
const offerListRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.offers, { config: fromIndex }, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const { rows, total } = await listOffers(scope, query, { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => offerItem(row, scope.tokens)), query.page, query.size, total));
  });

  // One offer is its two parties' business (the lender's, the collateral's borrower's): never kept, anyone else a 404.
  serve(app, ENDPOINTS.offer, { onRequest: app.authenticate, config: notFound }, async (request) =>
    ok(await offerForParty(await lendingScope(app), requireUser(request).id, request.params.id)),
  );

  serve(app, ENDPOINTS.myOffers, { onRequest: app.authenticate }, async (request) => {
    const { received, walletAddress, ...query } = request.query;
    const scope = await lendingScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, requireUser(request).id, walletAddress));
    const filter = { ...query, ...(received ? { borrowers: wallets } : { lenders: wallets }) };
    const { rows, total } = await listOffers(scope, filter, { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => offerItem(row, scope.tokens)), query.page, query.size, total));
  });
};

export default offerListRoutes;
