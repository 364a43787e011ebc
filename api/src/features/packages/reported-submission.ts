import type { FastifyInstance } from "fastify";
import type { SubmissionReport } from "@openpawn/shared/packages/schemas/packages";
import { verifyReportedAction } from "../../chain-spine/reported-transactions/reported-action.ts";
import { lendingScope, type LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { submissionReport } from "./submission-report.ts";
import { waitingReasons } from "./waiting-reasons.ts";

/**
 * A borrower's PawnShop.submitCollateral, reported by its hash and verified as sent from one of the user's wallets:
 * PENDING, or CONTRACTED at once by an AUTO package (PENDING with why when its lender cannot fund it). `requireCollateral`
 * lets a caller refuse a submission of the wrong kind of collateral once the transaction is known.
 */
export async function reportedSubmission(
  app: FastifyInstance,
  userId: number,
  txnHash: `0x${string}`,
  requireCollateral: (scope: LendingScope, collateralId: bigint) => Promise<void> = async () => {},
): Promise<SubmissionReport> {
  const { effect } = await verifyReportedAction(app, userId, {
    contract: "PawnShop",
    hash: txnHash,
    call: "submitCollateral",
    argsMatch: () => true,
    event: "SubmissionStatusChanged",
    action: "submit a collateral to a package",
  });
  const scope = await lendingScope(app);
  await requireCollateral(scope, effect.collateralId);
  return submissionReport(scope, effect, await waitingReasons(scope, app.chain.client, effect));
}
