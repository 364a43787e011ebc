import { lendingCollateralDetails, lendingOfferDetails } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

/** Sets a collateral's off-chain name and description, tied to the transaction that created the collateral. */
export async function saveCollateralDetails(
  scope: LendingScope,
  collateral: { id: bigint; txHash: string },
  words: { name: string; description: string },
): Promise<void> {
  const row = { ...words, createdTxHash: collateral.txHash, updatedAt: new Date() };
  await scope.db
    .insert(lendingCollateralDetails)
    .values({ chainId: scope.chainId, contract: scope.core, collateralId: collateral.id, ...row })
    .onConflictDoUpdate({ target: [lendingCollateralDetails.chainId, lendingCollateralDetails.contract, lendingCollateralDetails.collateralId], set: row });
  await scope.changed();
}

/** Sets an offer's off-chain message, tied to the transaction that created the offer. */
export async function saveOfferMessage(scope: LendingScope, offer: { id: bigint; txHash: string }, message: string): Promise<void> {
  const row = { message, createdTxHash: offer.txHash, updatedAt: new Date() };
  await scope.db
    .insert(lendingOfferDetails)
    .values({ chainId: scope.chainId, contract: scope.core, offerId: offer.id, ...row })
    .onConflictDoUpdate({ target: [lendingOfferDetails.chainId, lendingOfferDetails.contract, lendingOfferDetails.offerId], set: row });
  await scope.changed();
}
