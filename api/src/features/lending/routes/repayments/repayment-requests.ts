import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pagedSchema } from "@openpawn/shared/common/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/common/pawn";
import {
  repaymentPageQuerySchema,
  repaymentRequestDetailSchema,
  repaymentRequestParamsSchema,
  repaymentRequestSchema,
  repaymentRequestSummarySchema,
  repaymentStatsSchema,
} from "@openpawn/shared/lending/schemas/repayments";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
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

  app.get(
    "/my-contract/:id/repayment-requests",
    { ...auth, config: contractNotFound, schema: { params: pawnIdParamsSchema, querystring: repaymentPageQuerySchema, response: { 200: okSchema(pagedSchema(repaymentRequestSchema)) } } },
    async (request) => {
      const { page, size } = request.query;
      const { scope, ledger } = await ledgerOf(requireUser(request).id, request.params.id);
      const cycles = ledger.cycles.slice(page * size, (page + 1) * size);
      return ok(paged(cycles.map((cycle) => repaymentRequest(ledger, cycle, scope.tokens)), page, size, ledger.cycles.length));
    },
  );

  app.get(
    "/my-contract/:id/repayment-stats",
    { ...auth, config: contractNotFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(repaymentStatsSchema) } } },
    async (request) => {
      const { scope, ledger } = await ledgerOf(requireUser(request).id, request.params.id);
      return ok(repaymentStats(ledger, scope.tokens));
    },
  );

  // The open cycle of an active contract; null once the contract ended.
  app.get(
    "/my-contract/:id/active-repayment-request",
    { ...auth, config: contractNotFound, schema: { params: pawnIdParamsSchema, response: { 200: okSchema(repaymentRequestSchema.nullable()) } } },
    async (request) => {
      const { scope, ledger } = await ledgerOf(requireUser(request).id, request.params.id);
      const open = ledger.cycles.map((cycle) => repaymentRequest(ledger, cycle, scope.tokens)).find((item) => item.status === "ACTIVE");
      return ok(open ?? null);
    },
  );

  app.get(
    "/repayment-request/:id/summary",
    { ...auth, config: requestNotFound, schema: { params: repaymentRequestParamsSchema, response: { 200: okSchema(repaymentRequestSummarySchema) } } },
    async (request) => ok(repaymentRequestSummary((await requestOf(requireUser(request).id, request.params.id)).request)),
  );

  app.get(
    "/repayment-request/:id",
    {
      ...auth,
      config: requestNotFound,
      schema: { params: repaymentRequestParamsSchema, querystring: repaymentPageQuerySchema, response: { 200: okSchema(repaymentRequestDetailSchema) } },
    },
    async (request) => {
      const { page, size } = request.query;
      const { scope, ledger, request: item } = await requestOf(requireUser(request).id, request.params.id);
      const payments = paymentsOfCycle(ledger, item.cycle);
      const shown = payments.slice(page * size, (page + 1) * size).map((payment) => repaymentItem(ledger, payment, scope.tokens));
      return ok({ ...item, repayments: paged(shown, page, size, payments.length) });
    },
  );
};

export default repaymentRequestRoutes;
