import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PLATFORM_ENDPOINTS } from "@openpawn/shared/platform/endpoints";
import { serve } from "../../../../lib/endpoint-route.ts";

/**
 * GET /api/health: 200 when every check of app.health passed on its last run, else 503 naming what failed.
 * Answers from the status refreshed in the background (HEALTH_INTERVAL_MS); the Age header says how old it is, in seconds.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, PLATFORM_ENDPOINTS.health, {}, async (_request, reply) => {
    const { ready, checks, checkedAt } = app.health.status();
    const ageSeconds = checkedAt ? Math.floor((Date.now() - checkedAt.getTime()) / 1000) : 0;
    const status = ready ? 200 : 503;
    return reply
      .status(status)
      .header("age", String(ageSeconds))
      .header("cache-control", "no-store")
      .send({ code: status, data: checks, indexer: app.indexer.status(), message: ready ? "ready" : "not ready" });
  });
};

export default healthRoutes;
