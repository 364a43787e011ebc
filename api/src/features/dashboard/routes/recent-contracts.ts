import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DASHBOARD_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/dashboard/endpoints";
import { ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { serve } from "../../../lib/endpoint-route.ts";
import { lendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { LENDING_READ_ERRORS, publicContracts } from "../../lending/public.ts";

/** These answers depend only on the index: kept until it changes (chain-spine/index-reads.ts). */
const fromIndex = { cachedUntilIndexChanges: true };
const notFound = { ...fromIndex, invalidInput: { error: LENDING_READ_ERRORS.contractNotFound, part: "params" as const } };

const contractsOf = async (app: FastifyInstance) => publicContracts(await lendingScope(app));

/** The dashboard's recent contracts (public, like the chain they mirror): the list, a contract's payments and figures. */
const recentContractRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.recentContracts, { config: fromIndex }, async (request) => {
    const { status, symbol, page, size, sort } = request.query;
    const { items, total } = await (await contractsOf(app)).list({ status, symbol }, { page, size, direction: sort.direction });
    return ok(paged(items, page, size, total));
  });

  serve(app, ENDPOINTS.recentContract, { config: notFound }, async (request) =>
    ok(await (await contractsOf(app)).item(request.params.id)),
  );

  // Prices move without the index changing: read at the head on every request, never cached.
  serve(app, ENDPOINTS.contractRisk, { config: { invalidInput: notFound.invalidInput } }, async (request) =>
    ok(await (await contractsOf(app)).risk(app.chain.client, request.params.id)),
  );

  serve(app, ENDPOINTS.contractRepayments, { config: notFound }, async (request) => {
    const { page, size } = request.query;
    const { items, total } = await (await contractsOf(app)).repayments(request.params.id, { page, size });
    return ok(paged(items, page, size, total));
  });

  serve(app, ENDPOINTS.contractStatistic, { config: notFound }, async (request) =>
    ok(await (await contractsOf(app)).statistic(request.params.id)),
  );
};

export default recentContractRoutes;
