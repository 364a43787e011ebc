import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PackageSearchQuery } from "@openpawn/shared/packages/schemas/packages";
import { PACKAGES_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/packages/endpoints";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { findCollateral, LENDING_READ_ERRORS } from "../../../lending/public.ts";
import { packageQueries } from "../../package-rows.ts";
import { reportedSubmission } from "../../reported-submission.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { REOPEN, UNPUBLISH, changeStatus } from "./own-packages.ts";

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
  serve(app, ENDPOINTS.searchPackages, {}, async (request) => search(request.query));
  serve(app, ENDPOINTS.searchLendingPackages, {}, async (request) => search(request.query));

  // The published packages one collateral may be sent to.
  serve(app, ENDPOINTS.packagesForCollateral, {}, async (request) => {
    const scope = await lendingScope(app);
    const collateral = await findCollateral(scope, request.query["collateral-id"]);
    if (!collateral) throw new ApiError(LENDING_READ_ERRORS.collateralNotFound);
    const { rows, total } = await packageQueries(scope).forCollateral(collateral, request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  serve(app, ENDPOINTS.shopPackages, {}, async (request) => {
    const query = { ...request.query, shopId: request.params.id };
    const { rows, total } = await packageQueries(await lendingScope(app)).market(query);
    return ok(paged(rows, query.page, query.size, total));
  });

  // A draft is its owner's business: the market never shows one (the owner reads it under crypto-package).
  serve(app, ENDPOINTS.marketPackage, { config: notFoundOnBadId }, async (request) => {
    const item = await packageQueries(await lendingScope(app)).find(request.params.id);
    if (!item || item.status === "DRAFT") throw new ApiError(PACKAGES_ERRORS.packageNotFound);
    return ok(item);
  });

  serve(app, ENDPOINTS.relevantPackages, { config: notFoundOnBadId }, async (request) => {
    const queries = packageQueries(await lendingScope(app));
    const item = await queries.find(request.params.id);
    if (!item || item.status === "DRAFT") throw new ApiError(PACKAGES_ERRORS.packageNotFound);
    const relevant = { id: item.id, loanToken: item.loanToken.address, collaterals: item.collateralAcceptance.map((token) => token.address) };
    const { rows, total } = await queries.relevantTo(relevant, request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  const auth = { onRequest: app.authenticate };
  serve(app, ENDPOINTS.cancelPackage, { ...auth, config: notFoundOnBadId }, async (request) =>
    ok(await changeStatus(app, requireUser(request).id, request.params.id, request.body.txnHash, UNPUBLISH)),
  );
  // The borrower's submission to a package, sent from their wallet: PENDING, or CONTRACTED at once by an AUTO package
  // (PENDING with why when its lender cannot fund it).
  serve(app, ENDPOINTS.submitCollateral, auth, async (request) => ok(await reportedSubmission(app, requireUser(request).id, request.body.txnHash)));

  serve(app, ENDPOINTS.reopenPackage, { ...auth, config: notFoundOnBadId }, async (request) =>
    ok(await changeStatus(app, requireUser(request).id, request.params.id, request.body.txnHash, REOPEN)),
  );
};

export default packageMarketRoutes;
