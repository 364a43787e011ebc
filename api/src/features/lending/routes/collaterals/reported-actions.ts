import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope, type LendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { collateralItem } from "../../collateral-items.ts";
import { findCollateral } from "../../queries/pawn-collaterals.ts";
import { saveCollateralDetails } from "../../queries/pawn-details.ts";
import { checksummed, requireOwnWallets } from "../../../../plugins/auth/user-wallets.ts";
import { requireOwnContract } from "../../contract-access.ts";
import { verifyReportedAction } from "../../../../chain-spine/reported-transactions/reported-action.ts";

/** The collateral as indexed once its reported transaction is. */
async function indexedCollateral(scope: LendingScope, id: bigint | number) {
  const row = await findCollateral(scope, Number(id));
  if (!row) throw new ApiError(LENDING_ERRORS.collateralNotFound);
  return row;
}

/** Addresses `symbol` names (the native coin's is the zero address), refusing a symbol the deployment does not list. */
function tokensOfSymbol(scope: LendingScope, symbol: string): string[] {
  const addresses = scope.tokens.addressesOf(symbol).map((address) => address.toLowerCase());
  if (addresses.length === 0) throw new ApiError(LENDING_ERRORS.invalidSymbol);
  return addresses;
}

/** Reporting what a borrower did to collateral on chain (spec §7): escrowed it, withdrew it, added to a contract's. */
const reportedCollateralRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  serve(app, ENDPOINTS.reportCollateral, auth, async (request) => {
    const { symbol, amount, txnHash, name, description } = request.body;
    const userId = requireUser(request).id;
    const scope = await lendingScope(app);
    const tokens = tokensOfSymbol(scope, symbol);
    const { effect } = await verifyReportedAction(app, userId, {
      contract: "PawnLending",
      hash: txnHash,
      call: "createCollateral",
      argsMatch: ([params]) => tokens.includes(params.token.toLowerCase()) && params.amount.toString() === amount,
      event: "CollateralCreated",
      action: `escrow ${amount} base units of ${symbol}`,
    });
    const collateral = await indexedCollateral(scope, effect.collateralId);
    if (name === undefined) return ok(collateralItem(collateral, scope.tokens));
    const words = { name, description: description ?? "" };
    await saveCollateralDetails(scope, collateral, words);
    return ok(collateralItem({ ...collateral, ...words }, scope.tokens));
  });

  serve(app, ENDPOINTS.reportWithdrawal, auth, async (request) => {
    const userId = requireUser(request).id;
    const scope = await lendingScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, userId));
    const collateral = await findCollateral(scope, request.query.id);
    // Someone else's collateral is not theirs to report on: it reads as none.
    if (!collateral || !wallets.includes(collateral.borrower)) throw new ApiError(LENDING_ERRORS.collateralNotFound);
    await verifyReportedAction(app, userId, {
      contract: "PawnLending",
      hash: request.body.txnHash,
      call: "withdrawCollateral",
      argsMatch: ([id]) => id === collateral.id,
      event: "CollateralWithdrawn",
      action: "withdraw this collateral",
    });
    return ok(collateralItem(await indexedCollateral(scope, collateral.id), scope.tokens));
  });

  serve(app, ENDPOINTS.reportAddedCollateral, auth, async (request) => {
    const { symbol, amount, txnHash } = request.body;
    const userId = requireUser(request).id;
    const scope = await lendingScope(app);
    const { loan, collateral } = await requireOwnContract(scope, userId, request.params.id, "borrower");
    if (scope.tokens.ref(collateral.token).symbol?.toLowerCase() !== symbol.toLowerCase()) {
      throw new ApiError(LENDING_ERRORS.invalidSymbol);
    }
    await verifyReportedAction(app, userId, {
      contract: "PawnLending",
      hash: txnHash,
      call: "addCollateral",
      argsMatch: ([loanId, added]) => loanId === loan.id && added.toString() === amount,
      event: "CollateralIncreased",
      action: "add this amount of collateral to this contract",
    });
    return ok(collateralItem(await indexedCollateral(scope, loan.collateralId), scope.tokens));
  });
};

export default reportedCollateralRoutes;
