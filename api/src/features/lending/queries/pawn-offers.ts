import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { CollateralStatus, OfferStatus } from "@openpawn/chain/generated/enums";
import type { OfferStatusName } from "@openpawn/shared/lending/schemas/offers";
import { lendingCollaterals, lendingOffers, lendingOfferDetails } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import type { PageRequest } from "./pawn-collaterals.ts";

export interface OfferFilter {
  collateralId?: number;
  status?: OfferStatusName;
  /** Checksummed wallets whose offers are read. */
  lenders?: string[];
  /** Checksummed wallets whose collaterals' offers are read. */
  borrowers?: string[];
}

/** An open offer on a collateral no longer open is void (decision 0013): its effective status is VOID. */
const collateralOpen = sql<boolean>`${lendingCollaterals.status} = ${CollateralStatus.Open}`;

function statusCondition(status: OfferStatusName): SQL | undefined {
  const open = eq(lendingOffers.status, OfferStatus.Open);
  switch (status) {
    case "OPEN":
      return and(open, collateralOpen);
    case "VOID":
      return and(open, sql`not ${collateralOpen}`);
    case "CANCELLED":
      return eq(lendingOffers.status, OfferStatus.Cancelled);
    case "REJECTED":
      return eq(lendingOffers.status, OfferStatus.Rejected);
    case "ACCEPTED":
      return eq(lendingOffers.status, OfferStatus.Accepted);
  }
}

export type OfferRow = typeof lendingOffers.$inferSelect & { collateralOpen: boolean; message: string | null };

/** The lender's message, written for the offer its creating transaction made. */
const detailsOfOffer = and(
  eq(lendingOfferDetails.chainId, lendingOffers.chainId),
  eq(lendingOfferDetails.contract, lendingOffers.contract),
  eq(lendingOfferDetails.offerId, lendingOffers.id),
  eq(lendingOfferDetails.createdTxHash, lendingOffers.txHash),
);

/** Each offer with its collateral, whose status decides whether an open offer is void. */
const collateralOfOffer = and(
  eq(lendingCollaterals.chainId, lendingOffers.chainId),
  eq(lendingCollaterals.contract, lendingOffers.contract),
  eq(lendingCollaterals.id, lendingOffers.collateralId),
);
const ofCore = (scope: LendingScope) => and(eq(lendingOffers.chainId, scope.chainId), eq(lendingOffers.contract, scope.core));

export async function listOffers(scope: LendingScope, filter: OfferFilter, page: PageRequest) {
  const where = and(
    ofCore(scope),
    filter.collateralId !== undefined ? eq(lendingOffers.collateralId, BigInt(filter.collateralId)) : undefined,
    filter.status && statusCondition(filter.status),
    filter.lenders && inArray(lendingOffers.lender, filter.lenders),
    filter.borrowers && inArray(lendingCollaterals.borrower, filter.borrowers),
  );
  const rows = await scope.db
    .select({ offer: lendingOffers, collateralOpen, message: lendingOfferDetails.message })
    .from(lendingOffers)
    .innerJoin(lendingCollaterals, collateralOfOffer)
    .leftJoin(lendingOfferDetails, detailsOfOffer)
    .where(where)
    .orderBy(page.direction === "desc" ? desc(lendingOffers.id) : asc(lendingOffers.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(lendingOffers).innerJoin(lendingCollaterals, collateralOfOffer).where(where);
  return { rows: rows.map(({ offer, ...extra }): OfferRow => ({ ...offer, ...extra })), total: total?.n ?? 0 };
}

export async function findOffer(scope: LendingScope, id: number): Promise<(OfferRow & { borrower: string }) | null> {
  const [row] = await scope.db
    .select({ offer: lendingOffers, collateralOpen, message: lendingOfferDetails.message, borrower: lendingCollaterals.borrower })
    .from(lendingOffers)
    .innerJoin(lendingCollaterals, collateralOfOffer)
    .leftJoin(lendingOfferDetails, detailsOfOffer)
    .where(and(ofCore(scope), eq(lendingOffers.id, BigInt(id))));
  if (!row) return null;
  const { offer, ...extra } = row;
  return { ...offer, ...extra };
}
