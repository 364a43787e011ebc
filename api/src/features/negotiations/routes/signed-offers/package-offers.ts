import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NEGOTIATIONS_ENDPOINTS } from "@openpawn/shared/negotiations/endpoints";
import { NEGOTIATIONS_ERRORS } from "@openpawn/shared/negotiations/errors";
import { negotiations } from "../../../../db/schema.ts";
import { chainNow } from "../../../../chain-spine/deployment/chain-now.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { PACKAGES_READ_ERRORS, requireOwnPackageId } from "../../../packages/public.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { withStatus } from "../../signed-offers/signed-offer-rows.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { createSignedOffer } from "./new-offer.ts";

/**
 * A package's offer (spec §7 POST pawn-shop-package/{id}/createOffer): a NEGOTIATION package lends on terms agreed in
 * a thread, so its offer is its lender's signed offer of those terms, kept exactly as POST /signed-offers keeps it.
 */
const packageOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    NEGOTIATIONS_ENDPOINTS.packageOffer,
    {
      onRequest: app.authenticate,
      config: { invalidInput: { error: PACKAGES_READ_ERRORS.packageNotFound, part: "params" } },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const scope = await lendingScope(app);
      const packageId = await requireOwnPackageId(scope, userId, request.params.id);
      const [thread] = await scope.db.select({ id: negotiations.id }).from(negotiations).where(and(eq(negotiations.id, request.body.negotiationId), eq(negotiations.packageId, packageId)));
      if (!thread) throw new ApiError(NEGOTIATIONS_ERRORS.notFound);
      const row = await createSignedOffer(app, scope, userId, request.body);
      const [item] = await withStatus(scope, [row], await chainNow(app));
      if (!item) throw new ApiError(NEGOTIATIONS_ERRORS.signedOfferNotFound);
      return ok(item);
    },
  );
};

export default packageOfferRoutes;
