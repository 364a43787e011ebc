import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { errorSchema } from "@openpawn/shared/common/envelope";
import { ApiError } from "../../../../lib/response.ts";

/** POST ukraine-support: the original's campaign is over; the call answers 410 with a code (decision 0007). */
const ukraineSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/ukraine-support", { schema: { response: { 410: errorSchema } } }, async () => {
    throw new ApiError(410, "user.ukraine-support.closed", MESSAGES.userProfile.ukraineSupportClosed);
  });
};

export default ukraineSupportRoutes;
