import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PLATFORM_ENDPOINTS } from "@openpawn/shared/platform/endpoints";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { ApiError } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { openEventStream } from "../../../../lib/event-stream.ts";

/**
 * GET /api/live: the index's changes to the public things a page shows (an auction, a collateral), as server-sent
 * events, so the page reads them again at once instead of asking every few seconds (chain-spine/live-changes.ts).
 */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, PLATFORM_ENDPOINTS.live, {}, async (request, reply) => {
    const refusal = app.liveStreams.refusal(request.ip);
    if (refusal === "per-address") throw new ApiError(PLATFORM_ERRORS.liveStreamsPerAddress);
    if (refusal === "full") throw new ApiError(PLATFORM_ERRORS.liveStreamsFull);
    const raw = openEventStream(reply);
    const remove = app.liveStreams.add({ address: request.ip, topics: new Set(request.query.topics), raw });
    request.raw.on("close", remove);
    raw.on("close", remove);
  });
};

export default liveRoutes;
