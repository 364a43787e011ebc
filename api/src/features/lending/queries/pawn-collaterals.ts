import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import { getAddress, isAddress } from "viem";
import { OfferStatus } from "@openpawn/chain/generated/enums";
import { lendingCollateralCounts, lendingCollaterals, lendingOffers, lendingCollateralDetails } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

export interface CollateralFilter {
  statuses?: number[];
  /** Checksummed borrower wallets. */
  borrowers?: string[];
  tokens?: string[];
  loanTokens?: string[];
  search?: string;
  /** AssetKind values: NFT collateral only, for the NFT calls (decision 0030). */
  kinds?: number[];
  /** Collaterals left out (a collateral's relevant ones are not itself). */
  excludeIds?: bigint[];
}

export interface PageRequest {
  page: number;
  size: number;
  direction: "asc" | "desc";
}

const ofCore = (scope: LendingScope) => and(eq(lendingCollaterals.chainId, scope.chainId), eq(lendingCollaterals.contract, scope.core));

/** What a search text matches: wallets (null: none can match it) or collaterals in the listed tokens of that symbol. */
interface SearchTerms {
  wallet: SQL | null;
  tokens: string[];
}

/**
 * A whole wallet address matches the borrower's wallet exactly (its index); hex digits (with or without 0x),
 * wallets containing them (the borrower's trigram index; fewer than 3 characters scan); a listed symbol, the
 * collaterals in that token. Anything else matches nothing: no wallet has other letters.
 */
function searchTerms(scope: LendingScope, text: string): SearchTerms {
  const wallet = isAddress(text, { strict: false })
    ? eq(lendingCollaterals.borrower, getAddress(text))
    : /^(0x)?[0-9a-f]+$/i.test(text)
      ? ilike(lendingCollaterals.borrower, `%${text}%`)
      : null;
  return { wallet, tokens: scope.tokens.addressesOf(text) };
}

function conditions(scope: LendingScope, filter: CollateralFilter, search: SearchTerms | null): SQL | undefined {
  const inTokens = search && search.tokens.length > 0 ? inArray(lendingCollaterals.token, search.tokens) : undefined;
  const searched = search && (or(search.wallet ?? undefined, inTokens) ?? sql`false`);
  return and(
    ofCore(scope),
    filter.statuses && inArray(lendingCollaterals.status, filter.statuses),
    filter.borrowers && inArray(lendingCollaterals.borrower, filter.borrowers),
    filter.tokens && inArray(lendingCollaterals.token, filter.tokens),
    filter.loanTokens && inArray(lendingCollaterals.loanToken, filter.loanTokens),
    filter.kinds && inArray(lendingCollaterals.kind, filter.kinds),
    filter.excludeIds && notInArray(lendingCollaterals.id, filter.excludeIds),
    searched ?? undefined,
  );
}

/**
 * How many collaterals match: from the per-bucket counts when the filter is made of statuses and tokens only
 * (the market's lists, a symbol search), else by counting the rows, which a wallet's index keeps few.
 */
async function total(scope: LendingScope, filter: CollateralFilter, search: SearchTerms | null, where: SQL | undefined): Promise<number> {
  if (filter.borrowers || search?.wallet || filter.kinds || filter.excludeIds) {
    const [counted] = await scope.db.select({ n: count() }).from(lendingCollaterals).where(where);
    return counted?.n ?? 0;
  }
  const tokens = search ? (filter.tokens ?? search.tokens).filter((token) => search.tokens.includes(token)) : filter.tokens;
  const buckets = lendingCollateralCounts;
  const [summed] = await scope.db
    .select({ n: sql<number>`coalesce(sum(${buckets.collaterals}), 0)::int` })
    .from(buckets)
    .where(
      and(
        eq(buckets.chainId, scope.chainId),
        eq(buckets.contract, scope.core),
        filter.statuses && inArray(buckets.status, filter.statuses),
        tokens && inArray(buckets.token, tokens),
        filter.loanTokens && inArray(buckets.loanToken, filter.loanTokens),
      ),
    );
  return summed?.n ?? 0;
}

export type CollateralRow = typeof lendingCollaterals.$inferSelect & { openOffers: number; name: string | null; description: string | null };

/** A collateral's off-chain words, written for the collateral its creating transaction made (a reorganisation may reuse the id). */
export const detailsOfCollateral = and(
  eq(lendingCollateralDetails.chainId, lendingCollaterals.chainId),
  eq(lendingCollateralDetails.contract, lendingCollaterals.contract),
  eq(lendingCollateralDetails.collateralId, lendingCollaterals.id),
  eq(lendingCollateralDetails.createdTxHash, lendingCollaterals.txHash),
);
const selection = { row: lendingCollaterals, name: lendingCollateralDetails.name, description: lendingCollateralDetails.description };

/** Open offers per collateral of a page: counted for its rows only, not for every row an offset skips. */
async function openOffersOf(scope: LendingScope, collateralIds: bigint[]): Promise<Map<bigint, number>> {
  if (collateralIds.length === 0) return new Map();
  const counted = await scope.db
    .select({ collateralId: lendingOffers.collateralId, n: count() })
    .from(lendingOffers)
    .where(
      and(
        eq(lendingOffers.chainId, scope.chainId),
        eq(lendingOffers.contract, scope.core),
        inArray(lendingOffers.collateralId, collateralIds),
        eq(lendingOffers.status, OfferStatus.Open),
      ),
    )
    .groupBy(lendingOffers.collateralId);
  return new Map(counted.map(({ collateralId, n }) => [collateralId, n]));
}

/** A page of collaterals by id and how many match in all. */
export async function listCollaterals(scope: LendingScope, filter: CollateralFilter, page: PageRequest) {
  const search = filter.search ? searchTerms(scope, filter.search) : null;
  const where = conditions(scope, filter, search);
  const rows = await scope.db
    .select(selection)
    .from(lendingCollaterals)
    .leftJoin(lendingCollateralDetails, detailsOfCollateral)
    .where(where)
    .orderBy(page.direction === "desc" ? desc(lendingCollaterals.id) : asc(lendingCollaterals.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const offers = await openOffersOf(scope, rows.map(({ row }) => row.id));
  return {
    rows: rows.map(({ row, ...words }): CollateralRow => ({ ...row, ...words, openOffers: offers.get(row.id) ?? 0 })),
    total: await total(scope, filter, search, where),
  };
}

/**
 * The collateral an off-chain row (a negotiation, a signed offer) was made for, by its id and the transaction that
 * created it: null once a reorganisation deeper than the confirmations gave the id to another collateral.
 */
export async function findCollateralMadeBy(scope: LendingScope, id: bigint, createdTxHash: string | null): Promise<CollateralRow | null> {
  const found = await findCollateral(scope, Number(id));
  return found !== null && found.txHash === createdTxHash ? found : null;
}

export async function findCollateral(scope: LendingScope, id: number): Promise<CollateralRow | null> {
  const [found] = await scope.db
    .select(selection)
    .from(lendingCollaterals)
    .leftJoin(lendingCollateralDetails, detailsOfCollateral)
    .where(and(ofCore(scope), eq(lendingCollaterals.id, BigInt(id))));
  if (!found) return null;
  const { row, ...words } = found;
  return { ...row, ...words, openOffers: (await openOffersOf(scope, [row.id])).get(row.id) ?? 0 };
}
