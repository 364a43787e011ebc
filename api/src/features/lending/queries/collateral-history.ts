import { and, asc, eq } from "drizzle-orm";
import { lendingCollateralEvents } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

export type CollateralEventRow = typeof lendingCollateralEvents.$inferSelect;

/** What happened to a collateral, in chain order (a handful of events: escrow, offers, one contract). */
export function collateralHistory(scope: LendingScope, collateralId: number): Promise<CollateralEventRow[]> {
  return scope.db
    .select()
    .from(lendingCollateralEvents)
    .where(
      and(
        eq(lendingCollateralEvents.chainId, scope.chainId),
        eq(lendingCollateralEvents.contract, scope.core),
        eq(lendingCollateralEvents.collateralId, BigInt(collateralId)),
      ),
    )
    .orderBy(asc(lendingCollateralEvents.blockNumber), asc(lendingCollateralEvents.logIndex));
}
