import { and, eq } from "drizzle-orm";
import type { PublicClient } from "viem";
import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import { PawnShopPackageType, PawnShopSubmissionStatus } from "@openpawn/chain/generated/enums";
import type { PauseReason } from "@openpawn/shared/packages/schemas/packages";
import { packageChainStates } from "../../db/schema.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { packageQueries } from "./package-rows.ts";
import { shortfalls } from "./pause-reasons.ts";

/**
 * Why an AUTO submission stayed PENDING (decision 0013): what its package cannot fund of the loan the AUTO rule
 * gives (the collateral × LTV now, capped at the package's maximum), from the budget and the owner's wallet as the
 * index holds them. Empty for any other submission. The loan limit is read at the head, not at the submission's
 * block: a reported transaction may be older than the state a node that is not an archive node keeps.
 */
export async function waitingReasons(
  scope: LendingScope,
  client: PublicClient,
  submission: { packageId: bigint; collateralId: bigint; status: number },
): Promise<PauseReason[]> {
  const shop = scope.deployment.contracts.PawnShop;
  if (!shop || submission.status !== PawnShopSubmissionStatus.Pending) return [];
  const [item] = await scope.db
    .select({ type: packageChainStates.packageType, maxAmount: packageChainStates.maxAmount })
    .from(packageChainStates)
    .where(and(eq(packageChainStates.chainId, scope.chainId), eq(packageChainStates.contract, shop), eq(packageChainStates.id, submission.packageId)));
  const funds = item?.type === PawnShopPackageType.Auto ? await packageQueries(scope).fundsOfChainPackage(submission.packageId) : null;
  if (!item || !funds) return [];
  const limit = await client.readContract({ address: shop, abi: iPawnShopAbi, functionName: "loanLimit", args: [submission.packageId, submission.collateralId] });
  return shortfalls(funds, limit < item.maxAmount ? limit : item.maxAmount);
}
