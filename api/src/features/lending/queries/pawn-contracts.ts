import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { lendingCollaterals, lendingLoans, lendingOffers, lendingCollateralDetails } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { detailsOfCollateral, type PageRequest } from "./pawn-collaterals.ts";

export interface ContractFilter {
  /** Checksummed wallets, as borrower or as lender. */
  borrowers?: string[];
  lenders?: string[];
  /** LoanStatus values. */
  statuses?: number[];
  /** AssetKind values of the collateral. */
  collateralKinds?: number[];
  /** Checksummed token addresses: the loan token or the collateral's (none: no contract matches). */
  tokens?: string[];
}

/** A loan with its terms (the accepted offer), its collateral and the collateral's name. */
export interface ContractRow {
  loan: typeof lendingLoans.$inferSelect;
  terms: typeof lendingOffers.$inferSelect;
  collateral: typeof lendingCollaterals.$inferSelect;
  collateralName: string | null;
}

const termsOfLoan = and(eq(lendingOffers.chainId, lendingLoans.chainId), eq(lendingOffers.contract, lendingLoans.contract), eq(lendingOffers.id, lendingLoans.id));
const collateralOfLoan = and(
  eq(lendingCollaterals.chainId, lendingLoans.chainId),
  eq(lendingCollaterals.contract, lendingLoans.contract),
  eq(lendingCollaterals.id, lendingLoans.collateralId),
);
const ofCore = (scope: LendingScope) => and(eq(lendingLoans.chainId, scope.chainId), eq(lendingLoans.contract, scope.core));
const selection = { loan: lendingLoans, terms: lendingOffers, collateral: lendingCollaterals, collateralName: lendingCollateralDetails.name };

function conditions(scope: LendingScope, filter: ContractFilter): SQL | undefined {
  return and(
    ofCore(scope),
    filter.borrowers && inArray(lendingLoans.borrower, filter.borrowers),
    filter.lenders && inArray(lendingLoans.lender, filter.lenders),
    filter.statuses && inArray(lendingLoans.status, filter.statuses),
    filter.collateralKinds && inArray(lendingCollaterals.kind, filter.collateralKinds),
    filter.tokens && (filter.tokens.length === 0 ? sql`false` : or(inArray(lendingOffers.loanToken, filter.tokens), inArray(lendingCollaterals.token, filter.tokens))),
  );
}

const contracts = (scope: LendingScope) =>
  scope.db
    .select(selection)
    .from(lendingLoans)
    .innerJoin(lendingOffers, termsOfLoan)
    .innerJoin(lendingCollaterals, collateralOfLoan)
    .leftJoin(lendingCollateralDetails, detailsOfCollateral);

/** A page of contracts by id and how many match in all. */
export async function listContracts(scope: LendingScope, filter: ContractFilter, page: PageRequest): Promise<{ rows: ContractRow[]; total: number }> {
  const where = conditions(scope, filter);
  const rows = await contracts(scope)
    .where(where)
    .orderBy(page.direction === "desc" ? desc(lendingLoans.id) : asc(lendingLoans.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await scope.db.select({ n: count() }).from(lendingLoans).innerJoin(lendingOffers, termsOfLoan).innerJoin(lendingCollaterals, collateralOfLoan).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findContract(scope: LendingScope, id: number): Promise<ContractRow | null> {
  const [row] = await contracts(scope).where(and(ofCore(scope), eq(lendingLoans.id, BigInt(id))));
  return row ?? null;
}
