import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pawnIdParamsSchema, reportedTransactionSchema } from "@openpawn/shared/common/pawn";
import { repaymentSchema } from "@openpawn/shared/lending/schemas/repayments";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
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
  app.post(
    "/my-contract/:id/repayments",
    { onRequest: app.authenticate, schema: { params: pawnIdParamsSchema, body: reportedTransactionSchema, response: { 200: okSchema(repaymentSchema) } } },
    async (request) => {
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
    },
  );
};

export default reportedRepaymentRoutes;
