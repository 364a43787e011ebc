import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema } from "@openpawn/shared/schemas/envelope";
import { pagedSchema } from "@openpawn/shared/schemas/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/schemas/pawn-common";
import {
  accountCollateralQuerySchema,
  addCollateralBodySchema, collateralItemSchema, collateralListQuerySchema, type CollateralListQuery } from "@openpawn/shared/schemas/pawn-collaterals";
import { ApiError, ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { requireUser } from "../../../features/profile/require-user.ts";
import { lendingScope, type LendingScope } from "../../../features/lending/lending-scope.ts";
import { collateralItem, collateralStatusValue } from "../../../features/lending/collateral-items.ts";
import { findCollateral, listCollaterals, type CollateralFilter } from "../../../features/lending/queries/pawn-collaterals.ts";
import { requireOwnWallets } from "../../../features/lending/wallet-access.ts";
import { checksummed, verifyReportedAction } from "../../../features/lending/reported-action.ts";
import { findLoan } from "../../../features/lending/queries/pawn-loans.ts";

const M = MESSAGES.pawn;
const listAnswer = { 200: okSchema(pagedSchema(collateralItemSchema)) };
const itemAnswer = { 200: okSchema(collateralItemSchema) };
const notFound = { invalidInput: { status: 404, errorCode: "pawn.collateral.not-found" } };

/** The filters of the collateral lists; a symbol nobody lists matches nothing. */
function filterOf(scope: LendingScope, query: CollateralListQuery): CollateralFilter {
  return {
    ...(query.status && { statuses: [collateralStatusValue(query.status)] }),
    ...(query.collateralSymbol && { tokens: scope.tokens.addressesOf(query.collateralSymbol) }),
    ...(query.loanSymbol && { loanTokens: scope.tokens.addressesOf(query.loanSymbol) }),
    ...(query.search && { search: query.search }),
  };
}

/** Collaterals of spec §7: the public market, the caller's own, and adding collateral to a running contract. */
const collateralRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  const market = async (query: CollateralListQuery) => {
    const scope = await lendingScope(app);
    const { rows, total } = await listCollaterals(scope, filterOf(scope, query), { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => collateralItem(row, scope.tokens)), query.page, query.size, total));
  };
  app.get("/collaterals", { schema: { querystring: collateralListQuerySchema, response: listAnswer } }, async (request) => market(request.query));
  app.get("/collaterals/search", { schema: { querystring: collateralListQuerySchema, response: listAnswer } }, async (request) => market(request.query));

  app.get("/collaterals/:id", { config: notFound, schema: { params: pawnIdParamsSchema, response: itemAnswer } }, async (request) => {
    const scope = await lendingScope(app);
    const row = await findCollateral(scope, request.params.id);
    if (!row) throw new ApiError(404, "pawn.collateral.not-found", M.collateralNotFound);
    return ok(collateralItem(row, scope.tokens));
  });

  app.get("/account/collaterals", { ...auth, schema: { querystring: accountCollateralQuerySchema, response: listAnswer } }, async (request) => {
    const query = request.query;
    const scope = await lendingScope(app);
    const borrowers = checksummed(await requireOwnWallets(scope.db, requireUser(request).id, query.walletAddress));
    const { rows, total } = await listCollaterals(scope, { ...filterOf(scope, query), borrowers }, { ...query, direction: query.sort.direction });
    return ok(paged(rows.map((row) => collateralItem(row, scope.tokens)), query.page, query.size, total));
  });

  app.put(
    "/my-contract/:id/collaterals",
    { ...auth, schema: { params: pawnIdParamsSchema, body: addCollateralBodySchema, response: itemAnswer } },
    async (request) => {
      const { symbol, amount, txnHash } = request.body;
      const userId = requireUser(request).id;
      const scope = await lendingScope(app);
      const loan = await findLoan(scope, request.params.id);
      const borrowers = checksummed(await requireOwnWallets(scope.db, userId));
      // Someone else's contract reads as none: its existence is not the caller's business.
      if (!loan || !borrowers.includes(loan.borrower)) throw new ApiError(404, "pawn.contract.not-found", M.contractNotFound);
      const collateral = await findCollateral(scope, Number(loan.collateralId));
      if (!collateral || scope.tokens.ref(collateral.token).symbol?.toLowerCase() !== symbol.toLowerCase()) {
        throw new ApiError(400, "pawn.collateral.wrong-symbol", M.invalidSymbol);
      }
      await verifyReportedAction(app, userId, {
        hash: txnHash,
        call: "addCollateral",
        argsMatch: ([loanId, added]) => loanId === loan.id && added.toString() === amount,
        event: "CollateralIncreased",
        action: "add this amount of collateral to this contract",
      });
      const updated = await findCollateral(scope, Number(loan.collateralId));
      if (!updated) throw new ApiError(404, "pawn.collateral.not-found", M.collateralNotFound);
      return ok(collateralItem(updated, scope.tokens));
    },
  );
};

export default collateralRoutes;
