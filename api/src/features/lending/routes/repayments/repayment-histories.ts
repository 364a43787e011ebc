import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pagedSchema } from "@openpawn/shared/common/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/common/pawn";
import { repaymentPageQuerySchema, repaymentSchema } from "@openpawn/shared/lending/schemas/repayments";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { contractLedger, repaymentItem } from "../../repayment-requests.ts";
import { requireOwnContract } from "../../contract-access.ts";

const notFound = { invalidInput: { error: LENDING_ERRORS.contractNotFound, part: "params" as const } };

/** GET account/txn-histories/repayment-histories/{id}: a contract's payments with their transactions, for its parties. */
const repaymentHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/txn-histories/repayment-histories/:id",
    {
      onRequest: app.authenticate,
      config: notFound,
      schema: { params: pawnIdParamsSchema, querystring: repaymentPageQuerySchema, response: { 200: okSchema(pagedSchema(repaymentSchema)) } },
    },
    async (request) => {
      const { page, size } = request.query;
      const scope = await lendingScope(app);
      const ledger = await contractLedger(scope, await requireOwnContract(scope, requireUser(request).id, request.params.id, "either"));
      const shown = ledger.repayments.slice(page * size, (page + 1) * size).map((payment) => repaymentItem(ledger, payment, scope.tokens));
      return ok(paged(shown, page, size, ledger.repayments.length));
    },
  );
};

export default repaymentHistoryRoutes;
