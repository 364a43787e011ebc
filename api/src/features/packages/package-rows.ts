import { and, arrayContains, arrayOverlaps, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { PawnShopPackageStatus, PawnShopSubmissionStatus } from "@openpawn/chain/generated/enums";
import { PACKAGE_TYPES, type LoanPackage, type PackageSearchQuery, type PackageStatus } from "@openpawn/shared/schemas/pawn-packages";
import { lendingOffers, lendingPackages, lendingSubmissions, loanPackages, packageFunding, pawnShops } from "../../db/schema.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { packageTermsOf } from "./package-terms.ts";
import { shortfalls, type PackageFunds } from "./pause-reasons.ts";

/**
 * A package row's link to the index's package: the same id, created by the transaction the lender reported. A
 * reorganisation deeper than the confirmations may give the id to another package; the link then holds nothing.
 */
export const linkedChainPackage = and(eq(lendingPackages.id, loanPackages.chainPackageId), eq(lendingPackages.txHash, loanPackages.chainPackageTxHash));

/** The index's package a row links to, on this scope's PawnShop. */
export function onChainPackage(scope: Pick<LendingScope, "chainId" | "deployment">) {
  return and(eq(lendingPackages.chainId, scope.chainId), eq(lendingPackages.contract, scope.deployment.contracts.PawnShop ?? ""), linkedChainPackage);
}

/**
 * Packages with what the index knows of the on-chain ones: the PawnShop's status and what their loans lent.
 * A package on chain reads PUBLISHED while the shop's package is open and UNPUBLISHED once cancelled, and is
 * paused while its budget left or its owner's wallet (decision 0026) cannot lend its minimum loan.
 */
export function packageQueries(scope: LendingScope) {
  const { db, chainId, core, deployment, tokens } = scope;
  const shopContract = deployment.contracts.PawnShop ?? "";
  const onChain = onChainPackage(scope);
  // What each on-chain package lent: the principal of every loan a submission to it contracted.
  const lent = db
    .select({ packageId: lendingSubmissions.packageId, amount: sql<string>`sum(${lendingOffers.amount})`.as("lent_amount") })
    .from(lendingSubmissions)
    .innerJoin(lendingOffers, and(eq(lendingOffers.chainId, lendingSubmissions.chainId), eq(lendingOffers.contract, core), eq(lendingOffers.id, lendingSubmissions.loanId)))
    .where(and(eq(lendingSubmissions.chainId, chainId), eq(lendingSubmissions.contract, shopContract), eq(lendingSubmissions.status, PawnShopSubmissionStatus.Contracted)))
    .groupBy(lendingSubmissions.packageId)
    .as("lent");
  const status = sql<PackageStatus>`case
    when ${loanPackages.chainPackageId} is null then ${loanPackages.status}
    when ${lendingPackages.status} = ${PawnShopPackageStatus.Open} then 'PUBLISHED'
    else 'UNPUBLISHED' end`;

  const ownerWallet = and(eq(packageFunding.chainId, chainId), eq(packageFunding.token, lendingPackages.loanToken), eq(packageFunding.owner, lendingPackages.owner));

  const select = () =>
    db
      .select({ row: loanPackages, shop: pawnShops, status, lent: lent.amount, balance: packageFunding.balance, allowance: packageFunding.allowance })
      .from(loanPackages)
      .innerJoin(pawnShops, eq(pawnShops.id, loanPackages.pawnShopId))
      .leftJoin(lendingPackages, onChain)
      .leftJoin(lent, eq(lent.packageId, lendingPackages.id))
      .leftJoin(packageFunding, ownerWallet);

  type Selected = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];
  const fundsOf = ({ row, lent: lentAmount, balance, allowance }: Selected): PackageFunds => ({
    budgetLeft: BigInt(row.budget) - BigInt(lentAmount ?? 0),
    wallet: balance === null || allowance === null ? null : { balance, allowance },
  });
  const itemOf = (selected: Selected): LoanPackage => {
    const { row, shop, status: current } = selected;
    const funds = fundsOf(selected);
    return {
      id: row.id,
      ...packageTermsOf(row, tokens),
      status: current,
      budgetLeft: funds.budgetLeft.toString(),
      chainPackageId: row.chainPackageId === null ? null : Number(row.chainPackageId),
      pausedReasons: current === "PUBLISHED" ? shortfalls(funds, BigInt(row.minAmount)) : [],
      shop: { id: shop.id, type: shop.type, name: shop.name, logo: shop.logo, walletAddress: shop.walletAddress },
      createdAt: row.createdAt.toISOString(),
    };
  };

  // shortfalls() against the minimum loan, in SQL so that a page can be ordered by it; a wallet not indexed yet counts as covered.
  const paused = sql<boolean>`(
    ${loanPackages.budget} - coalesce(${lent.amount}, 0) < ${loanPackages.minAmount}
    or coalesce(${packageFunding.balance} < ${loanPackages.minAmount}, false)
    or coalesce(${packageFunding.allowance} < ${loanPackages.minAmount}, false))`;

  const list = async (where: SQL | undefined, page: { page: number; size: number }, order: SQL[] = [desc(loanPackages.id)]) => {
    const [rows, [count]] = await Promise.all([
      select().where(where).orderBy(...order).limit(page.size).offset(page.page * page.size),
      db.select({ total: sql<number>`count(*)::int` }).from(loanPackages).innerJoin(pawnShops, eq(pawnShops.id, loanPackages.pawnShopId)).leftJoin(lendingPackages, onChain).where(where),
    ]);
    return { rows: rows.map(itemOf), total: count?.total ?? 0 };
  };

  return {
    /** One package, whoever owns it. */
    async find(id: number): Promise<LoanPackage | null> {
      const [found] = await select().where(eq(loanPackages.id, id));
      return found ? itemOf(found) : null;
    },
    /** What a package on chain can lend from now, by its PawnShop id; null for a package the API does not link. */
    async fundsOfChainPackage(chainPackageId: bigint): Promise<PackageFunds | null> {
      const [found] = await select().where(eq(lendingPackages.id, chainPackageId));
      return found ? fundsOf(found) : null;
    },
    /** A shop's own packages, newest first. */
    ownList(pawnShopId: number, filter: { status?: PackageStatus | undefined; type?: number | undefined }, page: { page: number; size: number }) {
      return list(and(eq(loanPackages.pawnShopId, pawnShopId), filter.status ? sql`${status} = ${filter.status}` : undefined, filter.type === undefined ? undefined : eq(loanPackages.type, filter.type)), page);
    },
    /** The market: published packages matching the /pawn/lender filters; those that can lend first, each group newest first. */
    market(query: PackageSearchQuery) {
      // A symbol the deployment does not list matches no package.
      const addresses = (symbols: string[]): string[] => symbols.flatMap((symbol) => tokens.addressesOf(symbol));
      const anyOf = (symbols: string[] | undefined, condition: (list: string[]) => SQL) => {
        if (!symbols) return undefined;
        const list = addresses(symbols);
        return list.length === 0 ? sql`false` : condition(list);
      };
      return list(
        and(
          sql`${status} = 'PUBLISHED'`,
          anyOf(query.loanSymbols, (list) => inArray(loanPackages.loanToken, list)),
          anyOf(query.collateralSymbols, (list) => arrayOverlaps(loanPackages.collaterals, list)),
          query.durationTypes ? inArray(loanPackages.durationType, query.durationTypes) : undefined,
          query.type === undefined ? undefined : eq(loanPackages.type, query.type),
          query.shopId === undefined ? undefined : eq(loanPackages.pawnShopId, query.shopId),
        ),
        query,
        [asc(paused), desc(loanPackages.id)],
      );
    },
    /**
     * Published packages that may lend on a collateral, as the PawnShop checks a submission: its loan token, its token
     * accepted, its duration in range (a NEGOTIATION package settles the duration in the talk).
     */
    forCollateral(collateral: { token: string; loanToken: string; durationUnit: number; durationQty: number }, page: { page: number; size: number }) {
      const durationFits = and(
        eq(loanPackages.durationType, collateral.durationUnit),
        lte(loanPackages.minDuration, collateral.durationQty),
        gte(loanPackages.maxDuration, collateral.durationQty),
      );
      const published = sql`${status} = 'PUBLISHED'`;
      const takes = and(eq(loanPackages.loanToken, collateral.loanToken), arrayContains(loanPackages.collaterals, [collateral.token]));
      return list(and(published, takes, or(eq(loanPackages.type, PACKAGE_TYPES.NEGOTIATION), durationFits)), page);
    },
    /** Other published packages a borrower of `item` could turn to: the same loan token, one of its collaterals at least. */
    relevantTo(item: { id: number; loanToken: string; collaterals: string[] }, page: { page: number; size: number }) {
      const alike = and(eq(loanPackages.loanToken, item.loanToken), arrayOverlaps(loanPackages.collaterals, item.collaterals));
      return list(and(sql`${status} = 'PUBLISHED'`, ne(loanPackages.id, item.id), alike), page);
    },
  };
}
