import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pagedSchema } from "@openpawn/shared/common/paged";
import { packageSchema, packageSearchQuerySchema } from "@openpawn/shared/packages/schemas/packages";
import { lendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { packageQueries } from "../../packages/public.ts";
import { ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";

/** GET /dashboard/loan-packages (public): the published packages, newest first, with the market's filters. */
const dashboardPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/dashboard/loan-packages", { schema: { querystring: packageSearchQuerySchema, response: { 200: okSchema(pagedSchema(packageSchema)) } } }, async (request) => {
    const { rows, total } = await packageQueries(await lendingScope(app)).market(request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });
};

export default dashboardPackageRoutes;
