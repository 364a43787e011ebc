import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Hash } from "viem";
import type { RegisterOfferBody } from "@openpawn/shared/lending/schemas/offers";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import type { OfferRow } from "../../queries/pawn-offers.ts";
import { saveOfferMessage } from "../../queries/pawn-details.ts";
import { verifyReportedAction } from "../../../../chain-spine/reported-transactions/reported-action.ts";
import { indexedOffer, offerOfCaller } from "./offer-access.ts";

/** A step of an offer's life that one side takes on chain and reports: the core's call, the event proving it. */
interface OfferStep {
  side: "lender" | "borrower";
  call: "acceptOffer" | "cancelOffer" | "rejectOffer";
  event: "LoanStarted" | "OfferCancelled" | "OfferRejected";
  action: string;
}

/** PUT account/loan-crypto-offer/{id}/accept and cancel. */
const OFFER_ACCEPT: OfferStep = { side: "borrower", call: "acceptOffer", event: "LoanStarted", action: "accept this offer" };
const OFFER_CANCEL: OfferStep = { side: "lender", call: "cancelOffer", event: "OfferCancelled", action: "cancel this offer" };
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
    contract: "PawnLending",
    hash: txnHash,
    call: step.call,
    argsMatch: ([id]) => id === offer.id,
    event: step.event,
    action: step.action,
  });
  return indexedOffer(scope, offerId);
}

/** Reporting what each side did to an offer on chain (spec §7): made it (with a message), accepted, cancelled, rejected it. */
const reportedOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  const registerOffer = async (userId: number, body: RegisterOfferBody) => {
    const scope = await lendingScope(app);
    const { effect } = await verifyReportedAction(app, userId, {
      contract: "PawnLending",
      hash: body.txnHash,
      call: "createOffer",
      argsMatch: () => true,
      event: "OfferCreated",
      action: "make an offer",
    });
    const offer = await offerOfCaller(scope, userId, effect.offerId, "lender");
    if (body.message !== undefined) await saveOfferMessage(scope, offer, body.message);
    return indexedOffer(scope, offer.id);
  };
  // The spec names making an offer three ways; each reports the lender's createOffer.
  serve(app, ENDPOINTS.reportOffer, auth, async (request) => registerOffer(requireUser(request).id, request.body));
  serve(app, ENDPOINTS.reportMarketOffer, auth, async (request) => registerOffer(requireUser(request).id, request.body));
  serve(app, ENDPOINTS.reportCryptoOffer, auth, async (request) => registerOffer(requireUser(request).id, request.body));

  // A malformed txnHash is a 400 of its own, so these keep the default refusal of bad input.
  serve(app, ENDPOINTS.reportAcceptedOffer, auth, async (request) =>
    reportOfferStep(app, requireUser(request).id, request.params.id, request.body.txnHash, OFFER_ACCEPT),
  );
  serve(app, ENDPOINTS.reportCancelledOffer, auth, async (request) =>
    reportOfferStep(app, requireUser(request).id, request.params.id, request.body.txnHash, OFFER_CANCEL),
  );

  serve(app, ENDPOINTS.reportRejectedOffer, auth, async (request) =>
    reportOfferStep(app, requireUser(request).id, request.params.id2, request.body.txnHash, OFFER_REJECT, (offer) => {
      if (Number(offer.collateralId) !== request.params.id) throw new ApiError(LENDING_ERRORS.offerNotFound, "on-another-collateral");
    }),
  );
};

export default reportedOfferRoutes;
