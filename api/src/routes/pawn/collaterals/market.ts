import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema } from "@openpawn/shared/schemas/envelope";
import { pagedSchema } from "@openpawn/shared/schemas/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/schemas/pawn-common";
import { collateralHistoryItemSchema, collateralItemSchema, collateralListQuerySchema, type CollateralListQuery } from "@openpawn/shared/schemas/pawn-collaterals";
import { ApiError, ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { lendingScope } from "../../../features/lending/lending-scope.ts";
import { collateralHistoryItem, collateralItem } from "../../../features/lending/collateral-items.ts";
import { findCollateral, listCollaterals } from "../../../features/lending/queries/pawn-collaterals.ts";
import { collateralHistory } from "../../../features/lending/queries/collateral-history.ts";
import { collateralFilter } from "./collateral-filter.ts";

const M = MESSAGES.pawn;
const listAnswer = { 200: okSchema(pagedSchema(collateralItemSchema)) };
/** Market answers depend only on the index: kept until it changes (chain-spine/index-reads.ts). */
const fromIndex = { cachedUntilIndexChanges: true };
const notFound = { ...fromIndex, invalidInput: { status: 404, errorCode: "pawn.collateral.not-found" } };

/** The public market of spec §7: collaterals, one collateral, and what happened to it. */
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
    if (!row) throw new ApiError(404, "pawn.collateral.not-found", M.collateralNotFound);
    return ok(collateralItem(row, scope.tokens));
  });

  app.get(
    "/collaterals/:id/history",
    { config: notFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(z.array(collateralHistoryItemSchema)) } } },
    async (request) => {
      const scope = await lendingScope(app);
      const events = await collateralHistory(scope, request.params.id);
      if (events.length === 0) throw new ApiError(404, "pawn.collateral.not-found", M.collateralNotFound);
      return ok(events.map((row) => collateralHistoryItem(row, scope.tokens)));
    },
  );
};

export default marketCollateralRoutes;
