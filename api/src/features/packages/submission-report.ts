import { eq } from "drizzle-orm";
import type { PauseReason, SubmissionReport } from "@openpawn/shared/packages/schemas/packages";
import { packageChainStates, packages } from "../../db/schema.ts";
import { SUBMISSION_NAMES } from "../lending/public.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { onChainPackage } from "./package-rows.ts";

/**
 * A SubmissionStatusChanged as the API answers it, its package named by the API's id when the API holds it, with
 * why it waits when it is an AUTO submission its package could not fund (waiting-reasons.ts).
 */
export async function submissionReport(
  scope: LendingScope,
  effect: { submissionId: bigint; packageId: bigint; collateralId: bigint; status: number; loanId: bigint },
  waitingReasons: PauseReason[] = [],
): Promise<SubmissionReport> {
  const [linked] = await scope.db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(packageChainStates, onChainPackage(scope))
    .where(eq(packageChainStates.id, effect.packageId));
  return {
    submissionId: Number(effect.submissionId),
    packageId: linked?.id ?? null,
    collateralId: Number(effect.collateralId),
    status: SUBMISSION_NAMES[effect.status] ?? "PENDING",
    contractId: effect.loanId === 0n ? null : Number(effect.loanId),
    waitingReasons,
  };
}
