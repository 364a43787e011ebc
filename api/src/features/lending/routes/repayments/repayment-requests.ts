import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import {
  contractLedger,
  paymentsOfCycle,
  repaymentItem,
  repaymentRequest,
  repaymentRequestSummary,
  repaymentStats,
} from "../../repayment-requests.ts";
import { requireOwnContract } from "../../contract-access.ts";

const contractNotFound = { invalidInput: { error: LENDING_ERRORS.contractNotFound, part: "params" as const } };
const requestNotFound = { invalidInput: { error: LENDING_ERRORS.repaymentRequestNotFound, part: "params" as const } };

/**
 * A contract's repayment requests, one per cycle (decision 0018), for its borrower and its lender only:
 * the list, the figures, the open one; one request with its payments, and its summary.
 */
const repaymentRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  /** The caller's contract with its cycles and payments. */
  const ledgerOf = async (userId: number, contractId: number) => {
    const scope = await lendingScope(app);
    return { scope, ledger: await contractLedger(scope, await requireOwnContract(scope, userId, contractId, "either")) };
  };
  /** One request of the caller's contracts (someone else's contract reads as none). */
  const requestOf = async (userId: number, { contractId, cycle }: { contractId: number; cycle: number }) => {
    const { scope, ledger } = await ledgerOf(userId, contractId);
    const row = ledger.cycles.find((candidate) => candidate.cycle === cycle);
    if (!row) throw new ApiError(LENDING_ERRORS.repaymentRequestNotFound);
    return { scope, ledger, request: repaymentRequest(ledger, row, scope.tokens) };
  };

  serve(app, ENDPOINTS.repaymentRequests, { ...auth, config: contractNotFound }, async (request) => {
    const { page, size } = request.query;
    const { scope, ledger } = await ledgerOf(requireUser(request).id, request.params.id);
    const cycles = ledger.cycles.slice(page * size, (page + 1) * size);
    return ok(paged(cycles.map((cycle) => repaymentRequest(ledger, cycle, scope.tokens)), page, size, ledger.cycles.length));
  });

  serve(app, ENDPOINTS.repaymentStats, { ...auth, config: contractNotFound }, async (request) => {
    const { scope, ledger } = await ledgerOf(requireUser(request).id, request.params.id);
    return ok(repaymentStats(ledger, scope.tokens));
  });

  // The open cycle of an active contract; null once the contract ended.
  serve(app, ENDPOINTS.activeRepaymentRequest, { ...auth, config: contractNotFound }, async (request) => {
    const { scope, ledger } = await ledgerOf(requireUser(request).id, request.params.id);
    const open = ledger.cycles.map((cycle) => repaymentRequest(ledger, cycle, scope.tokens)).find((item) => item.status === "ACTIVE");
    return ok(open ?? null);
  });

  serve(app, ENDPOINTS.repaymentRequestSummary, { ...auth, config: requestNotFound }, async (request) =>
    ok(repaymentRequestSummary((await requestOf(requireUser(request).id, request.params.id)).request)),
  );

  serve(app, ENDPOINTS.repaymentRequest, { ...auth, config: requestNotFound }, async (request) => {
    const { page, size } = request.query;
    const { scope, ledger, request: item } = await requestOf(requireUser(request).id, request.params.id);
    const payments = paymentsOfCycle(ledger, item.cycle);
    const shown = payments.slice(page * size, (page + 1) * size).map((payment) => repaymentItem(ledger, payment, scope.tokens));
    return ok({ ...item, repayments: paged(shown, page, size, payments.length) });
  });
};

export default repaymentRequestRoutes;
