import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DASHBOARD_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/dashboard/endpoints";
import { lendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { packageQueries } from "../../packages/public.ts";
import { ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { serve } from "../../../lib/endpoint-route.ts";

/** GET /dashboard/loan-packages (public): the published packages, newest first, with the market's filters. */
const dashboardPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.loanPackages, {}, async (request) => {
    const { rows, total } = await packageQueries(await lendingScope(app)).market(request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });
};

export default dashboardPackageRoutes;
