import type { LogPosition, ProjectionContext } from "../../../chain-spine/projector.ts";
import { lendingCollaterals, lendingLoans, lendingOffers } from "../../../db/schema.ts";
import { rowOf } from "../../../chain-spine/projected-event.ts";

/**
 * The lending-core rows that the projectors running after it read for an event of the same core: a
 * collateral, an offer (a loan's terms), a loan. Each must exist: lending-core wrote it at or before this event.
 */
export function coreRows({ db, chainId }: Pick<ProjectionContext, "db" | "chainId">, position: LogPosition) {
  const event = { chainId, position, time: new Date(0) };
  const found = <Row>(rows: Row[], what: string, id: bigint): Row => {
    if (!rows[0]) throw new Error(`${what} ${id} was never indexed`);
    return rows[0];
  };
  return {
    collateral: async (id: bigint) => found(await db.select().from(lendingCollaterals).where(rowOf(lendingCollaterals, lendingCollaterals.id, event, id)), "Collateral", id),
    offer: async (id: bigint) => found(await db.select().from(lendingOffers).where(rowOf(lendingOffers, lendingOffers.id, event, id)), "Offer", id),
    loan: async (id: bigint) => found(await db.select().from(lendingLoans).where(rowOf(lendingLoans, lendingLoans.id, event, id)), "Loan", id),
  };
}
