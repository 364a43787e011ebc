import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CollateralStatus } from "@openpawn/chain/generated/enums";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { collateralItem, submittedCollateral } from "../../collateral-items.ts";
import { findCollateral, listCollaterals } from "../../queries/pawn-collaterals.ts";
import { listSubmissions } from "../../queries/pawn-submissions.ts";
import { saveCollateralDetails } from "../../queries/pawn-details.ts";
import { checksummed, requireOwnWallets } from "../../../../plugins/auth/user-wallets.ts";
import { collateralFilter } from "./collateral-filter.ts";

/** The caller's own collaterals (spec §7): all of them, those open to borrow on, those sent to packages; and their words. */
const ownCollateralRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  serve(app, ENDPOINTS.myCollaterals, auth, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const borrowers = checksummed(await requireOwnWallets(scope.db, requireUser(request).id, query.walletAddress));
    const { rows, total } = await listCollaterals(scope, { ...collateralFilter(scope, query), borrowers }, { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => collateralItem(row, scope.tokens)), query.page, query.size, total));
  });

  // Open collaterals: what offers and packages can still lend on.
  serve(app, ENDPOINTS.borrowableCollaterals, auth, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const borrowers = checksummed(await requireOwnWallets(scope.db, requireUser(request).id, query.walletAddress));
    const { rows, total } = await listCollaterals(scope, { borrowers, statuses: [CollateralStatus.Open] }, { ...query, direction: "desc" });
    return ok(paged(rows.map((row) => collateralItem(row, scope.tokens)), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.mySubmissions, auth, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const borrowers = checksummed(await requireOwnWallets(scope.db, requireUser(request).id, query.walletAddress));
    const { rows, total } = await listSubmissions(scope, { borrowers }, query);
    return ok(paged(rows.map((row) => submittedCollateral(row, scope.tokens)), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.saveCollateralDetails, auth, async (request) => {
    const scope = await lendingScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, requireUser(request).id));
    const collateral = await findCollateral(scope, request.params.id);
    if (!collateral) throw new ApiError(LENDING_ERRORS.collateralNotFound);
    if (!wallets.includes(collateral.borrower)) throw new ApiError(LENDING_ERRORS.collateralNotOwned);
    await saveCollateralDetails(scope, collateral, request.body);
    return ok(collateralItem({ ...collateral, ...request.body }, scope.tokens));
  });
};

export default ownCollateralRoutes;
