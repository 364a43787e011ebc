import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CollateralStatus } from "@openpawn/chain/generated/enums";
import type { CollateralListQuery } from "@openpawn/shared/lending/schemas/collaterals";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { paged } from "../../../../lib/paged.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { collateralHistoryItem, collateralItem } from "../../collateral-items.ts";
import { findCollateral, listCollaterals } from "../../queries/pawn-collaterals.ts";
import { collateralHistory } from "../../queries/collateral-history.ts";
import { collateralFilter } from "./collateral-filter.ts";

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
  serve(app, ENDPOINTS.collaterals, { config: fromIndex }, async (request) => market(request.query));
  serve(app, ENDPOINTS.searchCollaterals, { config: fromIndex }, async (request) => market(request.query));

  serve(app, ENDPOINTS.collateral, { config: notFound }, async (request) => {
    const scope = await lendingScope(app);
    const row = await findCollateral(scope, request.params.id);
    if (!row) throw new ApiError(LENDING_ERRORS.collateralNotFound);
    return ok(collateralItem(row, scope.tokens));
  });

  // What else a lender looking at one collateral may fund: open collaterals of the same token asking the same loan token.
  serve(app, ENDPOINTS.relevantCollaterals, { config: notFoundOnBadId }, async (request) => {
    const scope = await lendingScope(app);
    const row = await findCollateral(scope, request.params.id);
    if (!row) throw new ApiError(LENDING_ERRORS.collateralNotFound);
    const alike = { statuses: [CollateralStatus.Open], tokens: [row.token], loanTokens: [row.loanToken], excludeIds: [row.id] };
    const { rows, total } = await listCollaterals(scope, alike, { ...request.query, direction: "desc" });
    return ok(paged(rows.map((item) => collateralItem(item, scope.tokens)), request.query.page, request.query.size, total));
  });

  serve(app, ENDPOINTS.collateralHistory, { config: notFound }, async (request) => {
    const scope = await lendingScope(app);
    const events = await collateralHistory(scope, request.params.id);
    if (events.length === 0) throw new ApiError(LENDING_ERRORS.collateralNotFound);
    return ok(events.map((row) => collateralHistoryItem(row, scope.tokens)));
  });
};

export default marketCollateralRoutes;
