import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pagedSchema } from "@openpawn/shared/common/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/common/pawn";
import { contractItemSchema, contractListQuerySchema, contractRiskSchema } from "@openpawn/shared/lending/schemas/contracts";
import { repaymentPageQuerySchema, repaymentSchema, repaymentStatsSchema } from "@openpawn/shared/lending/schemas/repayments";
import { ApiError, ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { lendingScope, type LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { contractItem, contractStatusValue } from "../../lending/public.ts";
import { contractRisk } from "../../lending/public.ts";
import { findContract, listContracts } from "../../lending/public.ts";
import { contractLedger, repaymentItem, repaymentStats } from "../../lending/public.ts";

const M = MESSAGES.pawn;
/** These answers depend only on the index: kept until it changes (chain-spine/index-reads.ts). */
const fromIndex = { cachedUntilIndexChanges: true };
const notFound = { ...fromIndex, invalidInput: { status: 404, errorCode: "pawn.contract.not-found", part: "params" as const } };
/** The dashboard's list: every contract, newest first (the caller's wallet filter does not apply here). */
const recentContractQuerySchema = contractListQuerySchema.omit({ walletAddress: true }).extend({
  /** The dashboard's search: contracts lending this token or holding it as collateral. */
  symbol: z.string({ error: M.invalidSymbol }).trim().min(1, M.invalidSymbol).max(20, M.invalidSymbol).optional(),
});

async function publicContract(scope: LendingScope, id: number) {
  const contract = await findContract(scope, id);
  if (!contract) throw new ApiError(404, "pawn.contract.not-found", M.contractNotFound);
  return contract;
}

async function publicLedger(scope: LendingScope, id: number) {
  return contractLedger(scope, await publicContract(scope, id));
}

/** The dashboard's recent contracts (public, like the chain they mirror): the list, a contract's payments and figures. */
const recentContractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/dashboard/recent-contracts", { config: fromIndex, schema: { querystring: recentContractQuerySchema, response: { 200: okSchema(pagedSchema(contractItemSchema)) } } }, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const filter = {
      ...(query.status && { statuses: [contractStatusValue(query.status)] }),
      ...(query.symbol && { tokens: scope.tokens.addressesOf(query.symbol) }),
    };
    const { rows, total } = await listContracts(scope, filter, { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => contractItem(row, scope.tokens)), query.page, query.size, total));
  });

  app.get("/dashboard/recent-contracts/:id", { config: notFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(contractItemSchema) } } }, async (request) => {
    const scope = await lendingScope(app);
    return ok(contractItem(await publicContract(scope, request.params.id), scope.tokens));
  });

  // Prices move without the index changing: read at the head on every request, never cached.
  app.get(
    "/dashboard/recent-contracts/:id/risk",
    { config: { invalidInput: notFound.invalidInput }, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(contractRiskSchema) } } },
    async (request) => {
      const scope = await lendingScope(app);
      return ok(await contractRisk(app.chain.client, scope, await publicContract(scope, request.params.id)));
    },
  );

  app.get(
    "/dashboard/recent-contracts/:id/repayment-histories",
    { config: notFound, schema: { params: pawnIdParamsSchema, querystring: repaymentPageQuerySchema, response: { 200: okSchema(pagedSchema(repaymentSchema)) } } },
    async (request) => {
      const { page, size } = request.query;
      const scope = await lendingScope(app);
      const ledger = await publicLedger(scope, request.params.id);
      const shown = ledger.repayments.slice(page * size, (page + 1) * size).map((payment) => repaymentItem(ledger, payment, scope.tokens));
      return ok(paged(shown, page, size, ledger.repayments.length));
    },
  );

  app.get(
    "/dashboard/recent-contracts/:id/statistic",
    { config: notFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(repaymentStatsSchema) } } },
    async (request) => {
      const scope = await lendingScope(app);
      return ok(repaymentStats(await publicLedger(scope, request.params.id), scope.tokens));
    },
  );
};

export default recentContractRoutes;
