import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pagedSchema } from "@openpawn/shared/common/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/common/pawn";
import { contractItemSchema, contractListQuerySchema, contractRiskSchema } from "@openpawn/shared/lending/schemas/contracts";
import { repaymentPageQuerySchema, repaymentSchema, repaymentStatsSchema } from "@openpawn/shared/lending/schemas/repayments";
import { ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { lendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { LENDING_READ_ERRORS, publicContracts } from "../../lending/public.ts";

const M = MESSAGES.pawn;
/** These answers depend only on the index: kept until it changes (chain-spine/index-reads.ts). */
const fromIndex = { cachedUntilIndexChanges: true };
const notFound = { ...fromIndex, invalidInput: { error: LENDING_READ_ERRORS.contractNotFound, part: "params" as const } };
/** The dashboard's list: every contract, newest first (the caller's wallet filter does not apply here). */
const recentContractQuerySchema = contractListQuerySchema.omit({ walletAddress: true }).extend({
  /** The dashboard's search: contracts lending this token or holding it as collateral. */
  symbol: z.string({ error: M.invalidSymbol }).trim().min(1, M.invalidSymbol).max(20, M.invalidSymbol).optional(),
});

const contractsOf = async (app: FastifyInstance) => publicContracts(await lendingScope(app));

/** The dashboard's recent contracts (public, like the chain they mirror): the list, a contract's payments and figures. */
const recentContractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/dashboard/recent-contracts", { config: fromIndex, schema: { querystring: recentContractQuerySchema, response: { 200: okSchema(pagedSchema(contractItemSchema)) } } }, async (request) => {
    const { status, symbol, page, size, sort } = request.query;
    const { items, total } = await (await contractsOf(app)).list({ status, symbol }, { page, size, direction: sort.direction });
    return ok(paged(items, page, size, total));
  });

  app.get("/dashboard/recent-contracts/:id", { config: notFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(contractItemSchema) } } }, async (request) =>
    ok(await (await contractsOf(app)).item(request.params.id)),
  );

  // Prices move without the index changing: read at the head on every request, never cached.
  app.get(
    "/dashboard/recent-contracts/:id/risk",
    { config: { invalidInput: notFound.invalidInput }, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(contractRiskSchema) } } },
    async (request) => ok(await (await contractsOf(app)).risk(app.chain.client, request.params.id)),
  );

  app.get(
    "/dashboard/recent-contracts/:id/repayment-histories",
    { config: notFound, schema: { params: pawnIdParamsSchema, querystring: repaymentPageQuerySchema, response: { 200: okSchema(pagedSchema(repaymentSchema)) } } },
    async (request) => {
      const { page, size } = request.query;
      const { items, total } = await (await contractsOf(app)).repayments(request.params.id, { page, size });
      return ok(paged(items, page, size, total));
    },
  );

  app.get(
    "/dashboard/recent-contracts/:id/statistic",
    { config: notFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(repaymentStatsSchema) } } },
    async (request) => ok(await (await contractsOf(app)).statistic(request.params.id)),
  );
};

export default recentContractRoutes;
