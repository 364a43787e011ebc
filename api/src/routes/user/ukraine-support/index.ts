import type { FastifyPluginAsync } from "fastify";
import { MESSAGES } from "@openpawn/shared/messages";
import { ApiError } from "../../../lib/response.ts";

/** POST ukraine-support: the original's campaign is over; the call answers 410 with a code (decision 0007). */
const ukraineSupportRoutes: FastifyPluginAsync = async (app) => {
  app.post("/ukraine-support", async () => {
    throw new ApiError(410, "user.ukraine-support.closed", MESSAGES.userProfile.ukraineSupportClosed);
  });
};

export default ukraineSupportRoutes;
