import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema } from "@openpawn/shared/common/envelope";
import { PROFILE_ERRORS } from "@openpawn/shared/profile/errors";
import { ApiError } from "../../../../lib/response.ts";

/** POST ukraine-support: the original's campaign is over; the call answers 410 with a code (decision 0007). */
const ukraineSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/ukraine-support", { schema: { response: { 410: errorSchema } } }, async () => {
    throw new ApiError(PROFILE_ERRORS.ukraineSupportClosed);
  });
};

export default ukraineSupportRoutes;
