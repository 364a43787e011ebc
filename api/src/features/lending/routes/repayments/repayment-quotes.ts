import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { owedNow, repaymentFee, repaymentInformation } from "../../repayment-quote.ts";
import { requireOwnContract } from "../../contract-access.ts";

const notFound = { invalidInput: { error: LENDING_ERRORS.contractNotFound, part: "querystring" as const } };

/**
 * What the borrower owes now and how a payment would split (decision 0018): both read the contract from
 * the index and the chain's time, by the core's rules, for the contract's parties only.
 */
const repaymentQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const owedOn = async (userId: number, contractId: number) => {
    const scope = await lendingScope(app);
    const contract = await requireOwnContract(scope, userId, contractId, "either");
    return { scope, contract, owed: await owedNow(app.chain.client, scope, contract) };
  };

  serve(app, ENDPOINTS.repaymentInformation, { ...auth, config: notFound }, async (request) => {
    const { scope, contract, owed } = await owedOn(requireUser(request).id, request.query.contractId);
    return ok(repaymentInformation(contract, owed, scope.tokens));
  });

  // Bad amounts are a 400 with their own words; only a bad id reads as no contract.
  serve(app, ENDPOINTS.repaymentFee, auth, async (request) => {
    const { scope, contract, owed } = await owedOn(requireUser(request).id, request.params.id);
    const { penalty, interest, principal } = request.body;
    return ok(repaymentFee(contract, owed, { penalty: BigInt(penalty), interest: BigInt(interest), principal: BigInt(principal) }, scope.tokens));
  });
};

export default repaymentQuoteRoutes;
