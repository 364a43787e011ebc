import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pageQuerySchema, pagedSchema } from "@openpawn/shared/common/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/common/pawn";
import { reportedTransactionSchema } from "@openpawn/shared/common/pawn";
import {
  optionalTransactionBodySchema,
  packageSchema,
  packageSearchQuerySchema,
  packagesForCollateralQuerySchema,
  submissionReportSchema,
  type PackageSearchQuery,
} from "@openpawn/shared/packages/schemas/packages";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { findCollateral, LENDING_READ_ERRORS } from "../../../lending/public.ts";
import { packageQueries } from "../../package-rows.ts";
import { reportedSubmission } from "../../reported-submission.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { REOPEN, UNPUBLISH, changeStatus } from "./own-packages.ts";

const listAnswer = { 200: okSchema(pagedSchema(packageSchema)) };
const notFoundOnBadId = { invalidInput: { error: PACKAGES_ERRORS.packageNotFound, part: "params" } } as const;

/**
 * The package market (spec §7 pawn-shop packages): published packages, public, with the /pawn/lender
 * filters; those that take a collateral; one package and those like it; a shop's packages; and the owner's
 * cancel and reopen.
 */
const packageMarketRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = async (query: PackageSearchQuery) => {
    const { rows, total } = await packageQueries(await lendingScope(app)).market(query);
    return ok(paged(rows, query.page, query.size, total));
  };
  // search-lending is the lender list's name for the same market (spec §7).
  app.get("/pawn-shop-package/search", { schema: { querystring: packageSearchQuerySchema, response: listAnswer } }, async (request) => search(request.query));
  app.get("/pawn-shop-package/search-lending", { schema: { querystring: packageSearchQuerySchema, response: listAnswer } }, async (request) => search(request.query));

  // The published packages one collateral may be sent to.
  app.get("/pawn-shop-package", { schema: { querystring: packagesForCollateralQuerySchema, response: listAnswer } }, async (request) => {
    const scope = await lendingScope(app);
    const collateral = await findCollateral(scope, request.query["collateral-id"]);
    if (!collateral) throw new ApiError(LENDING_READ_ERRORS.collateralNotFound);
    const { rows, total } = await packageQueries(scope).forCollateral(collateral, request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  app.get(
    "/pawn-shop/:id/pawn-shop-packages",
    { schema: { params: pawnIdParamsSchema, querystring: packageSearchQuerySchema.omit({ shopId: true }), response: listAnswer } },
    async (request) => {
      const query = { ...request.query, shopId: request.params.id };
      const { rows, total } = await packageQueries(await lendingScope(app)).market(query);
      return ok(paged(rows, query.page, query.size, total));
    },
  );

  // A draft is its owner's business: the market never shows one (the owner reads it under crypto-package).
  app.get("/pawn-shop-package/:id", { schema: { params: pawnIdParamsSchema, response: { 200: okSchema(packageSchema) } }, config: notFoundOnBadId }, async (request) => {
    const item = await packageQueries(await lendingScope(app)).find(request.params.id);
    if (!item || item.status === "DRAFT") throw new ApiError(PACKAGES_ERRORS.packageNotFound);
    return ok(item);
  });

  app.get(
    "/pawn-shop-package/:id/getRelevantPackages",
    { schema: { params: pawnIdParamsSchema, querystring: pageQuerySchema, response: listAnswer }, config: notFoundOnBadId },
    async (request) => {
      const queries = packageQueries(await lendingScope(app));
      const item = await queries.find(request.params.id);
      if (!item || item.status === "DRAFT") throw new ApiError(PACKAGES_ERRORS.packageNotFound);
      const relevant = { id: item.id, loanToken: item.loanToken.address, collaterals: item.collateralAcceptance.map((token) => token.address) };
      const { rows, total } = await queries.relevantTo(relevant, request.query);
      return ok(paged(rows, request.query.page, request.query.size, total));
    },
  );

  const auth = { onRequest: app.authenticate };
  const step = { params: pawnIdParamsSchema, body: optionalTransactionBodySchema, response: { 200: okSchema(packageSchema) } };
  app.put("/pawn-shop-package/:id/cancel", { ...auth, schema: step, config: notFoundOnBadId }, async (request) =>
    ok(await changeStatus(app, requireUser(request).id, request.params.id, request.body.txnHash, UNPUBLISH)),
  );
  // The borrower's submission to a package, sent from their wallet: PENDING, or CONTRACTED at once by an AUTO package
  // (PENDING with why when its lender cannot fund it).
  app.post(
    "/pawn-shop-package/submitCollateral",
    { ...auth, schema: { body: reportedTransactionSchema, response: { 200: okSchema(submissionReportSchema) } } },
    async (request) => ok(await reportedSubmission(app, requireUser(request).id, request.body.txnHash)),
  );

  app.put("/pawn-shop-package/:id/reopen", { ...auth, schema: step, config: notFoundOnBadId }, async (request) =>
    ok(await changeStatus(app, requireUser(request).id, request.params.id, request.body.txnHash, REOPEN)),
  );
};

export default packageMarketRoutes;
