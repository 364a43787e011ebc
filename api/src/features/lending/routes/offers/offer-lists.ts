import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pagedSchema } from "@openpawn/shared/common/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/common/pawn";
import { accountOfferQuerySchema, offerDetailSchema, offerItemSchema, offerListQuerySchema } from "@openpawn/shared/lending/schemas/offers";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { offerItem } from "../../offer-items.ts";
import { listOffers } from "../../queries/pawn-offers.ts";
import { checksummed, requireOwnWallets } from "../../../../plugins/auth/user-wallets.ts";
import { offerForParty } from "./offer-access.ts";

const listAnswer = { 200: okSchema(pagedSchema(offerItemSchema)) };
/** Public answers depend only on the index: kept until it changes (chain-spine/index-reads.ts). */
const fromIndex = { cachedUntilIndexChanges: true };
/** An id that cannot name an offer reads as no offer. */
const notFound = { invalidInput: { error: LENDING_ERRORS.offerNotFound } };

/** The public offer lists, one offer for its parties, and the caller's own (made, or received on their collaterals). */
const offerListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/loan-crypto-offer", { config: fromIndex, schema: { querystring: offerListQuerySchema, response: listAnswer } }, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const { rows, total } = await listOffers(scope, query, { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => offerItem(row, scope.tokens)), query.page, query.size, total));
  });

  // One offer is its two parties' business (the lender's, the collateral's borrower's): never kept, anyone else a 404.
  app.get(
    "/crypto-offer/:id",
    { onRequest: app.authenticate, config: notFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(offerDetailSchema) } } },
    async (request) => ok(await offerForParty(await lendingScope(app), requireUser(request).id, request.params.id)),
  );

  app.get(
    "/account/loan-crypto-offer",
    { onRequest: app.authenticate, schema: { querystring: accountOfferQuerySchema, response: listAnswer } },
    async (request) => {
      const { received, walletAddress, ...query } = request.query;
      const scope = await lendingScope(app);
      const wallets = checksummed(await requireOwnWallets(scope.db, requireUser(request).id, walletAddress));
      const filter = { ...query, ...(received ? { borrowers: wallets } : { lenders: wallets }) };
      const { rows, total } = await listOffers(scope, filter, { ...query, direction: query.sort.direction });
      return ok(paged(rows.map((row) => offerItem(row, scope.tokens)), query.page, query.size, total));
    },
  );
};

export default offerListRoutes;
