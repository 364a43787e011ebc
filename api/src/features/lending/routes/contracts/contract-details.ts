import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { USER_TYPES } from "@openpawn/shared/common/pawn";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { contractDetail, otherSide, sideOfUserType } from "../../contract-items.ts";
import { chainReputation } from "../../../reputation/public.ts";
import { repaymentsOfLoan } from "../../queries/pawn-repayments.ts";
import { requireOwnContract } from "../../contract-access.ts";

const notFound = { invalidInput: { error: LENDING_ERRORS.contractNotFound, part: "params" as const } };

/**
 * GET my-contract/borrow-contracts/{id} and lender-contracts/{id}?walletAddress&type: one contract as one
 * side reads it. `type` (spec §1 user type: 1 borrower, 2 lender) names the side, defaulting to the path's;
 * the caller's wallet (walletAddress, or any of theirs) must be that side's party (decision 0018).
 */
const contractDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const paths = [
    [ENDPOINTS.borrowContract, USER_TYPES.borrower],
    [ENDPOINTS.lenderContract, USER_TYPES.lender],
  ] as const;
  for (const [endpoint, pathType] of paths) {
    serve(app, endpoint, { onRequest: app.authenticate, config: notFound }, async (request) => {
      const side = sideOfUserType(request.query.type ?? pathType);
      const scope = await lendingScope(app);
      const contract = await requireOwnContract(scope, requireUser(request).id, request.params.id, side, request.query.walletAddress);
      const [counterparty, repayments] = await Promise.all([
        chainReputation(scope, contract.loan[otherSide(side)]),
        repaymentsOfLoan(scope, contract.loan.id),
      ]);
      return ok(contractDetail(contract, side, counterparty, repayments, scope.tokens));
    });
  }
};

export default contractDetailRoutes;
