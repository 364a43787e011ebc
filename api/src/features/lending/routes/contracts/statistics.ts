import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { contractStatisticItem, type ContractSide } from "../../contract-items.ts";
import { contractStatistic } from "../../queries/contract-statistic.ts";
import { checksummed, requireOwnWallets } from "../../../../plugins/auth/user-wallets.ts";

/** GET my-contract/borrow-contract-statistic and loan-contract-statistic: the caller's contracts on one side, in figures. */
const contractStatisticRoutes: FastifyPluginAsyncZod = async (app) => {
  const statistic = async (userId: number, side: ContractSide, walletAddress?: string) => {
    const scope = await lendingScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, userId, walletAddress));
    return ok(contractStatisticItem(await contractStatistic(scope, side, wallets), side, scope.tokens));
  };

  serve(app, ENDPOINTS.borrowStatistic, { onRequest: app.authenticate }, async (request) =>
    statistic(requireUser(request).id, "borrower", request.query.borrower_wallet_address),
  );
  serve(app, ENDPOINTS.loanStatistic, { onRequest: app.authenticate }, async (request) =>
    statistic(requireUser(request).id, "lender", request.query.lender_wallet_address),
  );
};

export default contractStatisticRoutes;
