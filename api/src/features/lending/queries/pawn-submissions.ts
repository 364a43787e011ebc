import { and, count, desc, eq, inArray } from "drizzle-orm";
import { lendingCollaterals, packageSubmissions, lendingCollateralDetails } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { detailsOfCollateral, type CollateralRow } from "./pawn-collaterals.ts";

export type SubmissionRow = typeof packageSubmissions.$inferSelect & { collateral: CollateralRow };

/** Whose submissions: of these borrowers' collaterals, or to these (PawnShop) packages; optionally only one. */
export type SubmissionFilter = ({ borrowers: string[] } | { packageIds: bigint[] }) & { submissionId?: bigint; kinds?: number[] };

/**
 * Submissions to loan packages, newest first: the borrowers' own, or those a lender's packages received.
 * Submissions are the PawnShop's and collaterals the core's: they meet on the collateral id, the shop escrowing
 * through the core.
 */
export async function listSubmissions(scope: LendingScope, filter: SubmissionFilter, page: { page: number; size: number }) {
  const { deployment } = scope;
  const shop = deployment.contracts.PawnShop;
  if (!shop || ("packageIds" in filter && filter.packageIds.length === 0)) return { rows: [], total: 0 };
  const collateralOfSubmission = and(
    eq(lendingCollaterals.chainId, packageSubmissions.chainId),
    eq(lendingCollaterals.contract, scope.core),
    eq(lendingCollaterals.id, packageSubmissions.collateralId),
  );
  const whose = "borrowers" in filter ? inArray(lendingCollaterals.borrower, filter.borrowers) : inArray(packageSubmissions.packageId, filter.packageIds);
  const one = filter.submissionId === undefined ? undefined : eq(packageSubmissions.id, filter.submissionId);
  const kinds = filter.kinds && inArray(lendingCollaterals.kind, filter.kinds);
  const where = and(eq(packageSubmissions.chainId, scope.chainId), eq(packageSubmissions.contract, shop), whose, one, kinds);
  const rows = await scope.db
    .select({ submission: packageSubmissions, collateral: lendingCollaterals, name: lendingCollateralDetails.name, description: lendingCollateralDetails.description })
    .from(packageSubmissions)
    .innerJoin(lendingCollaterals, collateralOfSubmission)
    .leftJoin(lendingCollateralDetails, detailsOfCollateral)
    .where(where)
    .orderBy(desc(packageSubmissions.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(packageSubmissions).innerJoin(lendingCollaterals, collateralOfSubmission).where(where);
  return {
    // Open offers do not matter here: a submitted collateral is dealt with by the package.
    rows: rows.map(({ submission, collateral, name, description }): SubmissionRow => ({ ...submission, collateral: { ...collateral, openOffers: 0, name, description } })),
    total: total?.n ?? 0,
  };
}
