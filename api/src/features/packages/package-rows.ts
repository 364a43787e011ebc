import { and, arrayContains, arrayOverlaps, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { PawnShopPackageStatus, PawnShopSubmissionStatus } from "@openpawn/chain/generated/enums";
import { PACKAGE_TYPES, type LoanPackage, type PackageSearchQuery, type PackageStatus } from "@openpawn/shared/packages/schemas/packages";
import { lendingOffers, packageChainStates, packageSubmissions, packages, packageFunding, shops } from "../../db/schema.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { packageTermsOf } from "./package-terms.ts";
import { shortfalls, type PackageFunds } from "./pause-reasons.ts";

/**
 * A package row's link to the index's package: the same id, created by the transaction the lender reported. A
 * reorganisation deeper than the confirmations may give the id to another package; the link then holds nothing.
 */
export const linkedChainPackage = and(eq(packageChainStates.id, packages.chainPackageId), eq(packageChainStates.txHash, packages.chainPackageTxHash));

/** The index's package a row links to, on this scope's PawnShop. */
export function onChainPackage(scope: Pick<LendingScope, "chainId" | "deployment">) {
  return and(eq(packageChainStates.chainId, scope.chainId), eq(packageChainStates.contract, scope.deployment.contracts.PawnShop ?? ""), linkedChainPackage);
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
    .select({ packageId: packageSubmissions.packageId, amount: sql<string>`sum(${lendingOffers.amount})`.as("lent_amount") })
    .from(packageSubmissions)
    .innerJoin(lendingOffers, and(eq(lendingOffers.chainId, packageSubmissions.chainId), eq(lendingOffers.contract, core), eq(lendingOffers.id, packageSubmissions.loanId)))
    .where(and(eq(packageSubmissions.chainId, chainId), eq(packageSubmissions.contract, shopContract), eq(packageSubmissions.status, PawnShopSubmissionStatus.Contracted)))
    .groupBy(packageSubmissions.packageId)
    .as("lent");
  const status = sql<PackageStatus>`case
    when ${packages.chainPackageId} is null then ${packages.status}
    when ${packageChainStates.status} = ${PawnShopPackageStatus.Open} then 'PUBLISHED'
    else 'UNPUBLISHED' end`;

  const ownerWallet = and(eq(packageFunding.chainId, chainId), eq(packageFunding.token, packageChainStates.loanToken), eq(packageFunding.owner, packageChainStates.owner));

  const select = () =>
    db
      .select({ row: packages, shop: shops, status, lent: lent.amount, balance: packageFunding.balance, allowance: packageFunding.allowance })
      .from(packages)
      .innerJoin(shops, eq(shops.id, packages.pawnShopId))
      .leftJoin(packageChainStates, onChain)
      .leftJoin(lent, eq(lent.packageId, packageChainStates.id))
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
    ${packages.budget} - coalesce(${lent.amount}, 0) < ${packages.minAmount}
    or coalesce(${packageFunding.balance} < ${packages.minAmount}, false)
    or coalesce(${packageFunding.allowance} < ${packages.minAmount}, false))`;

  const list = async (where: SQL | undefined, page: { page: number; size: number }, order: SQL[] = [desc(packages.id)]) => {
    const [rows, [count]] = await Promise.all([
      select().where(where).orderBy(...order).limit(page.size).offset(page.page * page.size),
      db.select({ total: sql<number>`count(*)::int` }).from(packages).innerJoin(shops, eq(shops.id, packages.pawnShopId)).leftJoin(packageChainStates, onChain).where(where),
    ]);
    return { rows: rows.map(itemOf), total: count?.total ?? 0 };
  };

  return {
    /** One package, whoever owns it. */
    async find(id: number): Promise<LoanPackage | null> {
      const [found] = await select().where(eq(packages.id, id));
      return found ? itemOf(found) : null;
    },
    /** What a package on chain can lend from now, by its PawnShop id; null for a package the API does not link. */
    async fundsOfChainPackage(chainPackageId: bigint): Promise<PackageFunds | null> {
      const [found] = await select().where(eq(packageChainStates.id, chainPackageId));
      return found ? fundsOf(found) : null;
    },
    /** A shop's own packages, newest first. */
    ownList(pawnShopId: number, filter: { status?: PackageStatus | undefined; type?: number | undefined }, page: { page: number; size: number }) {
      return list(and(eq(packages.pawnShopId, pawnShopId), filter.status ? sql`${status} = ${filter.status}` : undefined, filter.type === undefined ? undefined : eq(packages.type, filter.type)), page);
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
          anyOf(query.loanSymbols, (list) => inArray(packages.loanToken, list)),
          anyOf(query.collateralSymbols, (list) => arrayOverlaps(packages.collaterals, list)),
          query.durationTypes ? inArray(packages.durationType, query.durationTypes) : undefined,
          query.type === undefined ? undefined : eq(packages.type, query.type),
          query.shopId === undefined ? undefined : eq(packages.pawnShopId, query.shopId),
        ),
        query,
        [asc(paused), desc(packages.id)],
      );
    },
    /**
     * Published packages that may lend on a collateral, as the PawnShop checks a submission: its loan token, its token
     * accepted, its duration in range (a NEGOTIATION package settles the duration in the talk).
     */
    forCollateral(collateral: { token: string; loanToken: string; durationUnit: number; durationQty: number }, page: { page: number; size: number }) {
      const durationFits = and(
        eq(packages.durationType, collateral.durationUnit),
        lte(packages.minDuration, collateral.durationQty),
        gte(packages.maxDuration, collateral.durationQty),
      );
      const published = sql`${status} = 'PUBLISHED'`;
      const takes = and(eq(packages.loanToken, collateral.loanToken), arrayContains(packages.collaterals, [collateral.token]));
      return list(and(published, takes, or(eq(packages.type, PACKAGE_TYPES.NEGOTIATION), durationFits)), page);
    },
    /** Other published packages a borrower of `item` could turn to: the same loan token, one of its collaterals at least. */
    relevantTo(item: { id: number; loanToken: string; collaterals: string[] }, page: { page: number; size: number }) {
      const alike = and(eq(packages.loanToken, item.loanToken), arrayOverlaps(packages.collaterals, item.collaterals));
      return list(and(sql`${status} = 'PUBLISHED'`, ne(packages.id, item.id), alike), page);
    },
  };
}
