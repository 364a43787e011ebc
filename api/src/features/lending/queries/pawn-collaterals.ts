import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { OfferStatus } from "@openpawn/chain/generated/enums";
import { lendingCollaterals, pawnCollateralDetails } from "../../../db/schema.ts";
import type { LendingScope } from "../lending-scope.ts";

export interface CollateralFilter {
  statuses?: number[];
  /** Checksummed borrower wallets. */
  borrowers?: string[];
  tokens?: string[];
  loanTokens?: string[];
  search?: string;
}

export interface PageRequest {
  page: number;
  size: number;
  direction: "asc" | "desc";
}

// Spelled out: drizzle leaves the outer table's columns unqualified in a select list, which the subquery would capture.
const openOffers = sql<number>`(select count(*)::int from lending_offers o where o.chain_id = lending_collaterals.chain_id
  and o.contract = lending_collaterals.contract and o.collateral_id = lending_collaterals.id and o.status = ${OfferStatus.Open})`;

const ofCore = (scope: LendingScope) => and(eq(lendingCollaterals.chainId, scope.chainId), eq(lendingCollaterals.contract, scope.core));

function conditions(scope: LendingScope, filter: CollateralFilter): SQL | undefined {
  const search = filter.search
    ? or(ilike(lendingCollaterals.borrower, `%${filter.search.replace(/[%_\\]/g, "\\$&")}%`), inArray(lendingCollaterals.token, scope.tokens.addressesOf(filter.search)))
    : undefined;
  return and(
    ofCore(scope),
    filter.statuses && inArray(lendingCollaterals.status, filter.statuses),
    filter.borrowers && inArray(lendingCollaterals.borrower, filter.borrowers),
    filter.tokens && inArray(lendingCollaterals.token, filter.tokens),
    filter.loanTokens && inArray(lendingCollaterals.loanToken, filter.loanTokens),
    search,
  );
}

export type CollateralRow = typeof lendingCollaterals.$inferSelect & { openOffers: number; name: string | null; description: string | null };

/** A collateral's off-chain words, written for the collateral its creating transaction made (a reorganisation may reuse the id). */
export const detailsOfCollateral = and(
  eq(pawnCollateralDetails.chainId, lendingCollaterals.chainId),
  eq(pawnCollateralDetails.contract, lendingCollaterals.contract),
  eq(pawnCollateralDetails.collateralId, lendingCollaterals.id),
  eq(pawnCollateralDetails.createdTxHash, lendingCollaterals.txHash),
);
const selection = { row: lendingCollaterals, openOffers, name: pawnCollateralDetails.name, description: pawnCollateralDetails.description };
const collateralRow = ({ row, ...extra }: { row: typeof lendingCollaterals.$inferSelect; openOffers: number; name: string | null; description: string | null }): CollateralRow => ({
  ...row,
  ...extra,
});

/** A page of collaterals by id and how many match in all. */
export async function listCollaterals(scope: LendingScope, filter: CollateralFilter, page: PageRequest) {
  const where = conditions(scope, filter);
  const rows = await scope.db
    .select(selection)
    .from(lendingCollaterals)
    .leftJoin(pawnCollateralDetails, detailsOfCollateral)
    .where(where)
    .orderBy(page.direction === "desc" ? desc(lendingCollaterals.id) : asc(lendingCollaterals.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(lendingCollaterals).where(where);
  return { rows: rows.map(collateralRow), total: total?.n ?? 0 };
}

export async function findCollateral(scope: LendingScope, id: number): Promise<CollateralRow | null> {
  const [found] = await scope.db
    .select(selection)
    .from(lendingCollaterals)
    .leftJoin(pawnCollateralDetails, detailsOfCollateral)
    .where(and(ofCore(scope), eq(lendingCollaterals.id, BigInt(id))));
  return found ? collateralRow(found) : null;
}
