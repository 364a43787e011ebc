import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PROFILE_ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { listReferrals } from "../../referrals/referrals.ts";
import { subscribeReferrals } from "../../referrals/referral-listener.ts";

/** GET users/referrals?page=&size=: the logged-in user's referrals, paged, newest first. Also records new referrals. */
const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const unsubscribe = subscribeReferrals(app);
  app.addHook("onClose", async () => unsubscribe());

  serve(app, PROFILE_ENDPOINTS.referrals, { onRequest: app.authenticate }, async (request) => {
    const { page, size } = request.query;
    const { rows, total } = await listReferrals(app.database.db, requireUser(request).id, page, size);
    return ok(paged(rows, page, size, total));
  });
};

export default referralRoutes;
