import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { contractLedger, repaymentItem } from "../../repayment-requests.ts";
import { verifyReportedAction } from "../../../../chain-spine/reported-transactions/reported-action.ts";
import { requireOwnContract } from "../../contract-access.ts";

/**
 * POST my-contract/{id}/repayments { txnHash }: the borrower reports a payment. The transaction must be the
 * core's repay of this contract, sent from one of the caller's wallets, succeeded with Repaid; the answer
 * is the payment as indexed.
 */
const reportedRepaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.reportRepayment, { onRequest: app.authenticate }, async (request) => {
    const userId = requireUser(request).id;
    const scope = await lendingScope(app);
    const contract = await requireOwnContract(scope, userId, request.params.id, "borrower");
    const { receipt } = await verifyReportedAction(app, userId, {
      contract: "PawnLending",
      hash: request.body.txnHash,
      call: "repay",
      argsMatch: ([loanId]) => loanId === contract.loan.id,
      event: "Repaid",
      action: "repay this contract",
    });
    const ledger = await contractLedger(scope, contract);
    const payment = ledger.repayments.find((row) => row.txHash === receipt.transactionHash);
    if (!payment) throw new ApiError(LENDING_ERRORS.repaymentNotFound);
    return ok(repaymentItem(ledger, payment, scope.tokens));
  });
};

export default reportedRepaymentRoutes;
