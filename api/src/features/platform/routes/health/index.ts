import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { indexerStatusSchema } from "../../../../chain-spine/indexer-status.ts";

/**
 * `data`: the checks by name, "ok" or what is wrong, e.g. `{ database: "ok", chain: "unreachable", contracts: "not
 * deployed" }`. `indexer`: the chain spine's status (lag, last error) beside them: a replica serves while the index
 * catches up, so the index informs operators without deciding readiness.
 */
const healthBody = z.object({
  code: z.union([z.literal(200), z.literal(503)]),
  data: z.record(z.string(), z.string()),
  indexer: indexerStatusSchema,
  message: z.enum(["ready", "not ready"]),
});

/**
 * GET /api/health: 200 when every check of app.health passed on its last run, else 503 naming what failed.
 * Answers from the status refreshed in the background (HEALTH_INTERVAL_MS); the Age header says how old it is, in seconds.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", { schema: { response: { 200: healthBody, 503: healthBody } } }, async (_request, reply) => {
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
