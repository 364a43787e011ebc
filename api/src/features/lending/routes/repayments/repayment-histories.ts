import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { contractLedger, repaymentItem } from "../../repayment-requests.ts";
import { requireOwnContract } from "../../contract-access.ts";

const notFound = { invalidInput: { error: LENDING_ERRORS.contractNotFound, part: "params" as const } };

/** GET account/txn-histories/repayment-histories/{id}: a contract's payments with their transactions, for its parties. */
const repaymentHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.repaymentHistory, { onRequest: app.authenticate, config: notFound }, async (request) => {
    const { page, size } = request.query;
    const scope = await lendingScope(app);
    const ledger = await contractLedger(scope, await requireOwnContract(scope, requireUser(request).id, request.params.id, "either"));
    const shown = ledger.repayments.slice(page * size, (page + 1) * size).map((payment) => repaymentItem(ledger, payment, scope.tokens));
    return ok(paged(shown, page, size, ledger.repayments.length));
  });
};

export default repaymentHistoryRoutes;
