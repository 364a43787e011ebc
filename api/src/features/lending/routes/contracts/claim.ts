import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { creditBalances } from "../../queries/contract-statistic.ts";
import { verifyReportedAction } from "../../../../chain-spine/reported-transactions/reported-action.ts";

/**
 * PUT my-contract/claim?txnHash: the caller reports claiming a credit (a payout the core could not deliver).
 * The transaction must be the core's `claim`, sent from one of the caller's wallets (credits are the
 * sender's), succeeded with CreditClaimed; the answer is the claim as indexed and what is left to claim.
 */
const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.reportClaim, { onRequest: app.authenticate }, async (request) => {
    const scope = await lendingScope(app);
    const { effect } = await verifyReportedAction(app, requireUser(request).id, {
      contract: "PawnLending",
      hash: request.query.txnHash,
      call: "claim",
      argsMatch: () => true,
      event: "CreditClaimed",
      action: "claim a credit",
    });
    const [remaining] = await creditBalances(scope, [effect.account], effect.token);
    return ok({
      walletAddress: effect.account,
      token: scope.tokens.ref(effect.token),
      amount: effect.amount.toString(),
      to: effect.to,
      remainingCredit: (remaining?.amount ?? 0n).toString(),
      txnHash: request.query.txnHash,
    });
  });
};

export default claimRoutes;
