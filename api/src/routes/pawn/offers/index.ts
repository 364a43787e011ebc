import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Hash } from "viem";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema } from "@openpawn/shared/schemas/envelope";
import { pagedSchema } from "@openpawn/shared/schemas/paged";
import { pawnIdParamsSchema, reportedTransactionSchema } from "@openpawn/shared/schemas/pawn-common";
import { accountOfferQuerySchema, offerItemSchema, offerListQuerySchema, rejectOfferParamsSchema } from "@openpawn/shared/schemas/pawn-offers";
import { ApiError, ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { requireUser } from "../../../features/profile/require-user.ts";
import { lendingScope, type LendingScope } from "../../../features/lending/lending-scope.ts";
import { offerItem } from "../../../features/lending/offer-items.ts";
import { findOffer, listOffers, type OfferRow } from "../../../features/lending/queries/pawn-offers.ts";
import { requireOwnWallets } from "../../../features/lending/wallet-access.ts";
import { checksummed, verifyReportedAction } from "../../../features/lending/reported-action.ts";

const M = MESSAGES.pawn;
const listAnswer = { 200: okSchema(pagedSchema(offerItemSchema)) };
const itemAnswer = { 200: okSchema(offerItemSchema) };
const notFound = { invalidInput: { status: 404, errorCode: "pawn.offer.not-found" } };

/** The offer, if it is the caller's to act on as `side`: someone else's reads as none (404), never as theirs. */
async function offerOfCaller(scope: LendingScope, userId: number, offerId: number, side: "lender" | "borrower") {
  const offer = await findOffer(scope, offerId);
  const wallets = checksummed(await requireOwnWallets(scope.db, userId));
  if (!offer || !wallets.includes(offer[side])) throw new ApiError(404, "pawn.offer.not-found", M.offerNotFound);
  return offer;
}

/** The offer as indexed once its reported transaction is. */
async function indexedOffer(scope: LendingScope, offerId: number) {
  const offer = await findOffer(scope, offerId);
  if (!offer) throw new ApiError(404, "pawn.offer.not-found", M.offerNotFound);
  return ok(offerItem(offer, scope.tokens));
}

/** A step of an offer's life that one side takes on chain and reports: the core's call, the event proving it. */
interface OfferStep {
  side: "lender" | "borrower";
  call: "acceptOffer" | "cancelOffer" | "rejectOffer";
  event: "LoanStarted" | "OfferCancelled" | "OfferRejected";
  action: string;
}

/** PUT account/loan-crypto-offer/{id}/<path>. */
const OFFER_STEPS: Record<"accept" | "cancel", OfferStep> = {
  accept: { side: "borrower", call: "acceptOffer", event: "LoanStarted", action: "accept this offer" },
  cancel: { side: "lender", call: "cancelOffer", event: "OfferCancelled", action: "cancel this offer" },
};
const OFFER_REJECT: OfferStep = { side: "borrower", call: "rejectOffer", event: "OfferRejected", action: "reject this offer" };

/**
 * Verifies the caller's transaction taking `step` on their offer (`check` refuses what else the route
 * names), and answers the offer once the index has it.
 */
async function reportOfferStep(app: FastifyInstance, userId: number, offerId: number, txnHash: Hash, step: OfferStep, check?: (offer: OfferRow) => void) {
  const scope = await lendingScope(app);
  const offer = await offerOfCaller(scope, userId, offerId, step.side);
  check?.(offer);
  await verifyReportedAction(app, userId, {
    hash: txnHash,
    call: step.call,
    argsMatch: ([id]) => id === offer.id,
    event: step.event,
    action: step.action,
  });
  return indexedOffer(scope, offerId);
}

/** Offers of spec §7: the public lists, the caller's own, and reporting accept, cancel and reject. */
const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  app.get("/loan-crypto-offer", { schema: { querystring: offerListQuerySchema, response: listAnswer } }, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const { rows, total } = await listOffers(scope, query, { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => offerItem(row, scope.tokens)), query.page, query.size, total));
  });

  app.get("/crypto-offer/:id", { config: notFound, schema: { params: pawnIdParamsSchema, response: itemAnswer } }, async (request) =>
    indexedOffer(await lendingScope(app), request.params.id),
  );

  app.get("/account/loan-crypto-offer", { ...auth, schema: { querystring: accountOfferQuerySchema, response: listAnswer } }, async (request) => {
    const { received, walletAddress, ...query } = request.query;
    const scope = await lendingScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, requireUser(request).id, walletAddress));
    const filter = { ...query, ...(received ? { borrowers: wallets } : { lenders: wallets }) };
    const { rows, total } = await listOffers(scope, filter, { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => offerItem(row, scope.tokens)), query.page, query.size, total));
  });

  // A malformed txnHash is a 400 of its own, so these keep the default refusal of bad input.
  const report = { ...auth, schema: { params: pawnIdParamsSchema, body: reportedTransactionSchema, response: itemAnswer } };
  for (const [path, step] of Object.entries(OFFER_STEPS)) {
    app.put(`/account/loan-crypto-offer/:id/${path}`, report, async (request) =>
      reportOfferStep(app, requireUser(request).id, request.params.id, request.body.txnHash, step),
    );
  }

  app.put(
    "/crypto-offer/:id/rejectOffer/:id2",
    { ...auth, schema: { params: rejectOfferParamsSchema, body: reportedTransactionSchema, response: itemAnswer } },
    async (request) =>
      reportOfferStep(app, requireUser(request).id, request.params.id2, request.body.txnHash, OFFER_REJECT, (offer) => {
        if (Number(offer.collateralId) !== request.params.id) throw new ApiError(404, "pawn.offer.not-found", M.offerNotOfCollateral);
      }),
  );
};

export default offerRoutes;
