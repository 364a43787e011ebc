import { and, desc, eq, inArray } from "drizzle-orm";
import { CollateralStatus } from "@openpawn/chain/generated/enums";
import type { SignedOffer } from "@openpawn/shared/negotiations/schemas/signed-offers";
import { lendingCollaterals, signedOfferEvents, signedOffers } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

type Row = typeof signedOffers.$inferSelect;

/** The SignedOffers address of the deployment ("" when it has none: nothing matches). */
export const signedOffersContract = (scope: LendingScope) => scope.deployment.contracts.SignedOffers ?? "";

/**
 * Signed offers with where each stands: ACCEPTED once SignedOffers started its loan, CANCELLED when its lender
 * cancelled its nonce or raised the floor past it, VOID when its collateral no longer takes offers, EXPIRED
 * after its deadline by the chain's clock, OPEN otherwise.
 */
export async function withStatus(scope: LendingScope, rows: Row[], chainNow: Date): Promise<SignedOffer[]> {
  if (rows.length === 0) return [];
  const contract = signedOffersContract(scope);
  const lenders = [...new Set(rows.map((row) => row.lender))];
  const events = await scope.db
    .select()
    .from(signedOfferEvents)
    .where(and(eq(signedOfferEvents.chainId, scope.chainId), eq(signedOfferEvents.contract, contract), inArray(signedOfferEvents.lender, lenders)));
  const collaterals = await scope.db
    .select({ id: lendingCollaterals.id, txHash: lendingCollaterals.txHash, status: lendingCollaterals.status })
    .from(lendingCollaterals)
    .where(and(eq(lendingCollaterals.chainId, scope.chainId), eq(lendingCollaterals.contract, scope.core), inArray(lendingCollaterals.id, [...new Set(rows.map((row) => row.collateralId))])));
  // Open collaterals by id and creating transaction: an offer made for another collateral of the same id is VOID.
  const open = new Set(collaterals.filter((item) => item.status === CollateralStatus.Open).map((item) => `${item.id}:${item.txHash}`));
  const accepted = new Map(events.filter((event) => event.kind === "ACCEPTED").map((event) => [event.offerHash, event.loanId]));
  const cancelled = (row: Row) =>
    events.some(
      (event) =>
        event.lender === row.lender &&
        ((event.kind === "NONCE_CANCELLED" && event.nonce === row.nonce) || (event.kind === "NONCES_INVALIDATED" && event.nonce > row.nonce)),
    );
  return rows.map((row) => {
    const loanId = accepted.get(row.hash) ?? null;
    const status = loanId !== null ? "ACCEPTED" : cancelled(row) ? "CANCELLED" : !open.has(`${row.collateralId}:${row.collateralTxHash}`) ? "VOID" : row.deadline < chainNow ? "EXPIRED" : "OPEN";
    return {
      id: row.id,
      hash: row.hash,
      collateralId: Number(row.collateralId),
      lenderWalletAddress: row.lender,
      amount: row.amount.toString(),
      loanToken: scope.tokens.ref(row.loanToken),
      repaymentToken: scope.tokens.ref(row.repaymentToken),
      interestRate: row.interestRate,
      liquidationThreshold: row.liquidationThreshold,
      durationQty: row.durationQty,
      durationType: row.durationUnit === 0 ? 0 : 1,
      repaymentCycleType: row.cycleUnit === 0 ? 0 : 1,
      nonce: row.nonce.toString(),
      deadline: row.deadline.toISOString(),
      signature: row.signature,
      message: row.message,
      status,
      loanId: loanId === null ? null : Number(loanId),
      negotiationId: row.negotiationId,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The signed offers made for this collateral, newest first: none made for another that held its id before a reorganisation. */
export function offersOnCollateral(scope: LendingScope, collateral: { id: bigint; txHash: string }) {
  return scope.db
    .select()
    .from(signedOffers)
    .where(
      and(
        eq(signedOffers.chainId, scope.chainId),
        eq(signedOffers.contract, signedOffersContract(scope)),
        eq(signedOffers.collateralId, collateral.id),
        eq(signedOffers.collateralTxHash, collateral.txHash),
      ),
    )
    .orderBy(desc(signedOffers.id));
}
