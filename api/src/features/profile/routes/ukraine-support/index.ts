import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PROFILE_ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { PROFILE_ERRORS } from "@openpawn/shared/profile/errors";
import { ApiError } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";

/** POST ukraine-support: the original's campaign is over; the call answers 410 with a code (decision 0007). */
const ukraineSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, PROFILE_ENDPOINTS.ukraineSupport, {}, async () => {
    throw new ApiError(PROFILE_ERRORS.ukraineSupportClosed);
  });
};

export default ukraineSupportRoutes;
