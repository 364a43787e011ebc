import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { CollateralStatus } from "@openpawn/chain/generated/enums";
import { pageQuerySchema, pagedSchema } from "@openpawn/shared/common/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/common/pawn";
import { collateralHistoryItemSchema, collateralItemSchema, collateralListQuerySchema, type CollateralListQuery } from "@openpawn/shared/lending/schemas/collaterals";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { collateralHistoryItem, collateralItem } from "../../collateral-items.ts";
import { findCollateral, listCollaterals } from "../../queries/pawn-collaterals.ts";
import { collateralHistory } from "../../queries/collateral-history.ts";
import { collateralFilter } from "./collateral-filter.ts";

const listAnswer = { 200: okSchema(pagedSchema(collateralItemSchema)) };
/** Market answers depend only on the index: kept until it changes (chain-spine/index-reads.ts). */
const fromIndex = { cachedUntilIndexChanges: true };
const notFound = { ...fromIndex, invalidInput: { error: LENDING_ERRORS.collateralNotFound } };
/** A bad id reads as no collateral; a bad page stays a 400. */
const notFoundOnBadId = { ...fromIndex, invalidInput: { error: LENDING_ERRORS.collateralNotFound, part: "params" } } as const;

/** The public market of spec §7: collaterals, one collateral, those like it, and what happened to it. */
const marketCollateralRoutes: FastifyPluginAsyncZod = async (app) => {
  const market = async (query: CollateralListQuery) => {
    const scope = await lendingScope(app);
    const { rows, total } = await listCollaterals(scope, collateralFilter(scope, query), { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => collateralItem(row, scope.tokens)), query.page, query.size, total));
  };
  app.get("/collaterals", { config: fromIndex, schema: { querystring: collateralListQuerySchema, response: listAnswer } }, async (request) => market(request.query));
  app.get("/collaterals/search", { config: fromIndex, schema: { querystring: collateralListQuerySchema, response: listAnswer } }, async (request) => market(request.query));

  app.get("/collaterals/:id", { config: notFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(collateralItemSchema) } } }, async (request) => {
    const scope = await lendingScope(app);
    const row = await findCollateral(scope, request.params.id);
    if (!row) throw new ApiError(LENDING_ERRORS.collateralNotFound);
    return ok(collateralItem(row, scope.tokens));
  });

  // What else a lender looking at one collateral may fund: open collaterals of the same token asking the same loan token.
  app.get(
    "/collaterals/:id/getRelevantCollaterals",
    { config: notFoundOnBadId, schema: { params: pawnIdParamsSchema, querystring: pageQuerySchema, response: listAnswer } },
    async (request) => {
      const scope = await lendingScope(app);
      const row = await findCollateral(scope, request.params.id);
      if (!row) throw new ApiError(LENDING_ERRORS.collateralNotFound);
      const alike = { statuses: [CollateralStatus.Open], tokens: [row.token], loanTokens: [row.loanToken], excludeIds: [row.id] };
      const { rows, total } = await listCollaterals(scope, alike, { ...request.query, direction: "desc" });
      return ok(paged(rows.map((item) => collateralItem(item, scope.tokens)), request.query.page, request.query.size, total));
    },
  );

  app.get(
    "/collaterals/:id/history",
    { config: notFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(z.array(collateralHistoryItemSchema)) } } },
    async (request) => {
      const scope = await lendingScope(app);
      const events = await collateralHistory(scope, request.params.id);
      if (events.length === 0) throw new ApiError(LENDING_ERRORS.collateralNotFound);
      return ok(events.map((row) => collateralHistoryItem(row, scope.tokens)));
    },
  );
};

export default marketCollateralRoutes;
